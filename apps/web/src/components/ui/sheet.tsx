import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from './cn';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: 'left' | 'right';
  title: string;
  /** Visually hidden description for screen readers. */
  description?: string;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/** A slide-out panel on Radix Dialog: focus trap, Escape, overlay click and focus return built in. */
export function Sheet({
  open,
  onOpenChange,
  side = 'left',
  title,
  description,
  closeLabel,
  children,
  className,
}: Props) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <DialogPrimitive.Content
          className={cn(
            'fixed inset-y-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none dark:bg-slate-900',
            side === 'left' ? 'left-0' : 'right-0',
            className,
          )}
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description>
          ) : null}
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded-md p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
