import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TAdminCertificateListItem } from '@portal/contract';
import { DataTable, type TDataTableColumn } from '@/components/ui/data-table';
import type { TListTableState } from '@/components/ui/list-page';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatBusinessDate } from '@/lib/format-date';
import { localeOf } from '@/lib/locale';
import type { TListPlace } from '@/lib/admin/list-filters';
import { DaysLeft } from './days-left';

interface Props extends TListTableState {
  rows: TAdminCertificateListItem[] | undefined;
}

/** Issued certificates: the number (a link to the detail), company, qualification, dates with days left, status and revision. */
export function CertificatesTable({ rows, ...state }: Props) {
  const { t, i18n } = useTranslation('adminCertificates');
  const { pathname, search } = useLocation();
  const place: TListPlace = { listPath: `${pathname}${search}` };
  const locale = localeOf(i18n.language);
  const columns: TDataTableColumn<TAdminCertificateListItem>[] = [
    {
      id: 'number',
      header: t('fields.number'),
      isRowHeader: true,
      cell: (r) => (
        <Link
          to={`/admin/certificates/${r.certificate_uuid}`}
          state={place}
          className="font-mono text-sm whitespace-nowrap text-brand-700 hover:underline dark:text-brand-100"
        >
          {r.number}
        </Link>
      ),
    },
    {
      id: 'company',
      header: t('fields.company'),
      cell: (r) => (
        <span className="block min-w-40">
          <Link to={`/admin/companies/${r.company_id}`} className="text-slate-900 hover:underline dark:text-slate-100">
            {r.company_name}
          </Link>
          <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">{r.code_reg}</span>
        </span>
      ),
    },
    { id: 'qualification', header: t('fields.qualification'), cell: (r) => t(`qualifications.${r.qualification}`) },
    {
      id: 'issued',
      header: t('fields.issuedOn'),
      cell: (r) => formatBusinessDate(r.issued_on, locale),
      className: 'whitespace-nowrap',
    },
    {
      id: 'validUntil',
      header: t('fields.validUntil'),
      className: 'whitespace-nowrap',
      cell: (r) => (
        <>
          {formatBusinessDate(r.valid_until, locale)}
          <DaysLeft days={r.days_left} status={r.status} />
        </>
      ),
    },
    {
      id: 'revision',
      header: t('fields.revision'),
      cell: (r) => <span className="tabular-nums">{r.revision}</span>,
      className: 'text-right',
    },
    {
      id: 'status',
      header: t('fields.status'),
      sticky: true,
      className: 'right-0 whitespace-nowrap',
      cell: (r) => <StatusBadge status={r.status} supersededKind={r.superseded_kind} />,
    },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.certificate_uuid}
      emptyTitle={t('list.emptyTitle')}
      emptyDescription={t('list.emptyDescription')}
      {...state}
    />
  );
}
