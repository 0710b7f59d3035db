import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCertificateData } from '@portal/contract';
import { DetailList } from '@/components/ui/detail-list';
import { formatNpwp } from '@/lib/format-ids';

/** The sub-bidang as printed: code and name, the bidang, and the KBLI. */
export function SubBidangList({ items }: { items: TCertificateData['sub_bidang'] }) {
  const { t } = useTranslation('adminCertificates');
  if (items.length === 0) return <span>-</span>;
  return (
    <ul className="space-y-1.5">
      {items.map((s) => (
        <li key={s.code}>
          <span className="font-mono font-semibold">{s.code}</span> {s.name}
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {s.bidang_name} · {t('fields.kbli', { code: s.kbli_code })} {s.kbli_title}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the certificate prints: company, address, NPWP, qualification, sub-bidang, signatory and
 * the body. The publish page leaves the signatory out: its form beside the list decides it.
 */
export function CertificateDataList({
  data,
  extra = [],
  withSignatory = true,
}: {
  data: TCertificateData;
  extra?: readonly [string, ReactNode][];
  withSignatory?: boolean;
}) {
  const { t } = useTranslation('adminCertificates');
  const signatoryRow: [string, ReactNode] = [
    t('fields.signatory'),
    data.signatory_name
      ? `${data.signatory_name}${data.signatory_position ? ` — ${data.signatory_position}` : ''}`
      : null,
  ];
  return (
    <DetailList
      items={[
        [t('fields.company'), data.company_name],
        [t('fields.address'), data.company_address],
        [t('fields.npwp'), data.npwp ? <span className="font-mono">{formatNpwp(data.npwp)}</span> : null],
        [t('fields.qualification'), t(`qualifications.${data.qualification}`)],
        [t('fields.subBidang'), <SubBidangList key="sb" items={data.sub_bidang} />],
        ...extra,
        ...(withSignatory ? [signatoryRow] : []),
        [t('fields.bodyName'), data.body_name],
      ]}
    />
  );
}
