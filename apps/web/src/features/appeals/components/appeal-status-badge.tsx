import { useTranslation } from 'react-i18next';
import type { TAppealStatus, TComplaintStatus } from '@portal/contract';
import { Badge, type TBadgeTone } from '@/components/ui/status-badge';

const APPEAL_TONES = {
  submitted: 'info',
  under_review: 'info',
  upheld: 'success',
  dismissed: 'danger',
} as const satisfies Record<TAppealStatus, TBadgeTone>;
const COMPLAINT_TONES = { submitted: 'info', answered: 'success' } as const satisfies Record<
  TComplaintStatus,
  TBadgeTone
>;

/**
 * An appeal's badge (docs/business-rules.md#complaints-and-appeals): `upheld` 'Dikabulkan',
 * `dismissed` 'Tidak Dikabulkan'.
 */
export function AppealStatusBadge({ status }: { status: TAppealStatus }) {
  const { t } = useTranslation('appeals');
  return <Badge label={t(`badge.appeal.${status}`)} tone={APPEAL_TONES[status]} status={status} />;
}

/** A complaint's badge: `submitted` 'Disubmit', `answered` 'Dijawab'. */
export function ComplaintStatusBadge({ status }: { status: TComplaintStatus }) {
  const { t } = useTranslation('appeals');
  return <Badge label={t(`badge.complaint.${status}`)} tone={COMPLAINT_TONES[status]} status={status} />;
}
