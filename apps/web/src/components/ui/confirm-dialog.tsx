import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Destructive actions (delete, suspend, reject) get a red confirm button. */
  destructive?: boolean;
  isPending?: boolean;
  /** Disable confirm until the body (e.g. a required reason) is valid. */
  canConfirm?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Confirmation before a destructive or irreversible action (brief: "confirmation before destructive actions"). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  isPending,
  canConfirm = true,
  onConfirm,
  children,
  onCloseAutoFocus,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !isPending && onOpenChange(o)}
      title={title}
      description={description}
      closeLabel={t('common:close')}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            {t('common:cancel')}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            onClick={onConfirm}
            isLoading={isPending}
            disabled={!canConfirm || isPending}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
