import { useState, type ReactNode } from 'react';
import { Hand, Undo2 } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TClaimedBy, TClaimEntityType } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/session';
import { apiPost } from '@/lib/api-client';
import { showErrorToast } from '@/lib/errors';
import { formatDateTime } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';

export interface TClaimTarget {
  entity_type: TClaimEntityType;
  /** The company number, the invoice or request uuid, the `code_reg`. */
  entity_id: string;
  /** How the clerk names the item (its number), for the toast. */
  label: string;
}

/** A claim still running (`until` in the future); a lapsed one counts as none. */
export const isLive = (c: TClaimedBy | null | undefined, now = Date.now()): c is TClaimedBy =>
  !!c && Date.parse(c.until) > now;

/**
 * "Saya tangani" / "Lepaskan" (docs/business-rules.md#claiming): marks the item as handled by me
 * for 30 minutes, or ends my claim. The answer replaces the item's `claimed_by` here at once; the
 * admin lists are fetched again so the rows say the same.
 */
function useClaim(target: TClaimTarget, initial: TClaimedBy | null | undefined) {
  const qc = useQueryClient();
  const { t } = useTranslation('adminWorkflow');
  // The latest answer for this item (undefined: none yet, show what the list said).
  const [answer, setAnswer] = useState<{ id: string; claimedBy: TClaimedBy | null } | undefined>();
  const current = answer && answer.id === target.entity_id ? answer.claimedBy : (initial ?? null);
  const mutation = useMutation({
    mutationFn: (action: 'claim' | 'release') =>
      apiPost(action === 'claim' ? 'admin/queue/claim.php' : 'admin/queue/release.php', {
        entity_type: target.entity_type,
        entity_id: target.entity_id,
      }),
    meta: { silent: true },
    onSuccess: (data, action) => {
      setAnswer({ id: target.entity_id, claimedBy: data.claimed_by });
      if (action === 'claim') toast({ title: t('claims.claimed', { item: target.label }), variant: 'success' });
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'admin', refetchType: 'active' });
    },
    onError: (error) => showErrorToast(error),
  });
  return { current, mutation };
}

/** The handler of an item, and "Saya tangani" (or "Lepaskan" when it is mine), on a row or a detail page. */
export function ClaimControl({
  target,
  claimedBy,
  className,
}: {
  target: TClaimTarget;
  claimedBy: TClaimedBy | null | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation('adminWorkflow');
  const { user } = useSession();
  const { current, mutation } = useClaim(target, claimedBy);
  const live = isLive(current) ? current : null;
  const mine = !!live && live.uuid === user?.uuid;
  const warning = useClaimWarning();
  return (
    <div className={className ?? 'flex flex-wrap items-center gap-2'} data-claim={target.entity_id}>
      {live ? (
        <span
          className="text-xs text-amber-800 dark:text-amber-300"
          title={`${formatDateTime(live.until, localeOf(i18n.language))} WIB`}
        >
          {mine ? t('claims.handledByYou') : t('claims.handledBy', { name: live.name })}
        </span>
      ) : null}
      {mine ? (
        <Button
          variant="ghost"
          size="sm"
          className="whitespace-nowrap"
          isLoading={mutation.isPending}
          onClick={() => mutation.mutate('release')}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {t('claims.release')}
          <span className="sr-only"> {target.label}</span>
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="whitespace-nowrap"
          isLoading={mutation.isPending}
          onClick={() => warning.confirmFirst(live && !mine ? live : null, () => mutation.mutate('claim'))}
        >
          <Hand aria-hidden="true" className="size-4" />
          {t('claims.claim')}
          <span className="sr-only"> {target.label}</span>
        </Button>
      )}
      {warning.dialog}
    </div>
  );
}

/**
 * The web app's warning before acting on an item another clerk is handling (the API never
 * refuses because of a claim): `confirmFirst(claim, action)` runs the action at once when there is
 * no such claim, else after the clerk confirms "Tetap lanjutkan".
 */
export function useClaimWarning(): {
  confirmFirst: (claim: TClaimedBy | null | undefined, action: () => void) => void;
  /** Whether a claim is another administrator's and still running. */
  isOthers: (claim: TClaimedBy | null | undefined) => claim is TClaimedBy;
  dialog: ReactNode;
} {
  const { t, i18n } = useTranslation('adminWorkflow');
  const { user } = useSession();
  const [pending, setPending] = useState<{ claim: TClaimedBy; action: () => void } | null>(null);
  const isOthers = (claim: TClaimedBy | null | undefined): claim is TClaimedBy =>
    isLive(claim) && claim.uuid !== user?.uuid;
  const confirmFirst = (claim: TClaimedBy | null | undefined, action: () => void) => {
    if (isOthers(claim)) setPending({ claim, action });
    else action();
  };
  const dialog = pending ? (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && setPending(null)}
      title={t('claims.takeoverTitle', { name: pending.claim.name })}
      description={t('claims.takeoverDescription', {
        name: pending.claim.name,
        until: formatDateTime(pending.claim.until, localeOf(i18n.language)),
      })}
      confirmLabel={t('claims.takeoverConfirm')}
      onConfirm={() => {
        const { action } = pending;
        setPending(null);
        action();
      }}
    />
  ) : null;
  return { confirmFirst, isOthers, dialog };
}
