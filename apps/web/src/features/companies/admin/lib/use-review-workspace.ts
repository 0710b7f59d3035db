import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COMPANY_STATUS, DOCUMENT_STATUS, type TAdminCompanyDetailResponse } from '@portal/contract';
import { toast } from '@/components/ui/toast';
import { useReturnFocus } from '@/hooks/use-return-focus';
import { useReviewDocument } from '../api/review-document';
import { showActionError } from './action-error';
import type { TDocumentGroup } from './documents';
import { initialSelection, neighbour, nextAwaiting, remainingToVerify, reviewableGroups } from './selection';

/** The list button of a document type, to keep keyboard focus on the document being worked on. */
const listButton = (type: string) => document.querySelector<HTMLElement>(`[data-doc-type="${type}"]`);

/**
 * The state of the review screen (docs/decisions/036): which document the pane shows (kept in the
 * URL as `?doc=`, so a reload or the back button keep the place), moving through the documents,
 * verifying (then on to the next one awaiting review) and the reject / verify-all dialogs.
 */
export function useReviewWorkspace(detail: TAdminCompanyDetailResponse, groups: TDocumentGroup[]) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const selected = initialSelection(groups, params.get('doc'));
  const [dialog, setDialog] = useState<'reject' | 'verifyAll' | null>(null);
  const focus = useReturnFocus();
  const review = useReviewDocument();
  const canReview = detail.company.status === COMPANY_STATUS.IN_REVIEW;
  const withFile = reviewableGroups(groups);
  const group = groups.find((g) => g.type === selected) ?? null;
  const remaining = remainingToVerify(groups);

  const select = (type: string | null) => {
    if (!type) return;
    const inList = document.activeElement instanceof HTMLElement && document.activeElement.closest('[data-doc-type]');
    const next = new URLSearchParams(params);
    next.set('doc', type);
    setParams(next, { replace: true, preventScrollReset: true });
    if (inList) setTimeout(() => listButton(type)?.focus(), 0);
  };
  const previous = neighbour(groups, selected, -1);
  const following = neighbour(groups, selected, 1);

  const verify = () => {
    const doc = group?.current;
    if (!canReview || !doc || doc.status === DOCUMENT_STATUS.VERIFIED || review.isPending) return;
    const label = t(`documentTypes.${doc.document_type}`);
    review.mutate(
      { uuid: doc.uuid, status: DOCUMENT_STATUS.VERIFIED },
      {
        onSuccess: () => {
          toast({ title: t('documents.verified', { label }), variant: 'success' });
          select(nextAwaiting(groups, selected));
        },
        onError: (error) => showActionError(error, t),
      },
    );
  };
  const openReject = (opener?: HTMLElement) => {
    const doc = group?.current;
    if (!canReview || !doc || doc.status === DOCUMENT_STATUS.REJECTED) return;
    focus.remember(opener);
    setDialog('reject');
  };
  const openVerifyAll = (opener: HTMLElement) => {
    focus.remember(opener);
    setDialog('verifyAll');
  };
  const closeDialog = (done: boolean) => {
    const type = selected;
    setDialog(null);
    if (done && dialog === 'reject') {
      const after = nextAwaiting(groups, type);
      if (after) select(after);
      focus.restore(listButton(after ?? type ?? '') ?? undefined);
    } else focus.restore();
  };

  return {
    canReview,
    selected,
    group,
    position: withFile.findIndex((g) => g.type === selected) + 1,
    total: withFile.length,
    remaining,
    dialog,
    isVerifying: review.isPending && review.variables?.uuid === group?.current?.uuid,
    select,
    previous: previous ? () => select(previous) : null,
    next: following ? () => select(following) : null,
    verify,
    openReject,
    openVerifyAll,
    closeDialog,
  };
}
export type TReviewWorkspace = ReturnType<typeof useReviewWorkspace>;
