import type { ComponentProps, ReactNode } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { cn } from './cn';

/** Radix dropdown menu (arrow keys, typeahead, Escape, focus return) with the portal's styling. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = 6,
  ...rest
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900',
          className,
        )}
        {...rest}
      />
    </Menu.Portal>
  );
}

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cn(itemClasses, className)} {...rest} />;
}

export function DropdownMenuRadioItem({ className, children, ...rest }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(itemClasses, 'pr-8 relative', className)} {...rest}>
      {children}
      <Menu.ItemIndicator className="absolute right-2">
        <Check aria-hidden="true" className="size-4" />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Menu.Label className={cn('px-2 py-1.5 text-xs text-slate-500 dark:text-slate-400', className)}>
      {children}
    </Menu.Label>
  );
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />;
}
