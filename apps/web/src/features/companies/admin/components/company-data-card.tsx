import { useTranslation } from 'react-i18next';
import type { TAdminCompanyDetailResponse } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCurrency } from '@/lib/currency';
import { DetailList } from '@/components/ui/detail-list';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatPhone } from '@/lib/format-phone';
import { localeOf } from '@/lib/locale';
import { IdNumber } from '@/components/ui/id-number';

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** The company data (docs/business-rules.md#company-data): address, contacts, business figures, KTA Kadin. */
export function CompanyDataCard({ company }: { company: TAdminCompanyDetailResponse['company'] }) {
  const { t, i18n } = useTranslation('admin');
  const f = (key: string) => t(`companyFields.${key}`);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.companyTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            [f('name'), company.name],
            [
              f('business_entity_type'),
              t(`entityTypes.${company.business_entity_type}`, { defaultValue: company.business_entity_type }),
            ],
            [f('npwp'), <IdNumber key="npwp" kind="npwp" value={company.npwp} />],
            [f('nib'), <IdNumber key="nib" kind="nib" value={company.nib} />],
            [f('address'), dash(company.address)],
            [f('province'), dash(company.province)],
            [f('regency_city'), dash(company.regency_city)],
            [f('district'), dash(company.district)],
            [f('village'), dash(company.village)],
            [f('postal_code'), dash(company.postal_code)],
            [f('phone'), dash(formatPhone(company.phone))],
            [f('email'), dash(company.email)],
            [f('business_type'), dash(company.business_type)],
            [f('investment_value'), company.investment_value === null ? '-' : formatCurrency(company.investment_value)],
            [f('employee_count'), dash(company.employee_count)],
            [f('kta_kadin_number'), dash(company.kta_kadin_number)],
            [
              f('kta_date'),
              company.kta_date ? formatDate(`${company.kta_date}T00:00:00+07:00`, localeOf(i18n.language)) : '-',
            ],
            [t('detail.registeredAt'), formatDateTime(company.created_at, localeOf(i18n.language))],
            [t('detail.verifiedAt'), formatDateTime(company.verified_at, localeOf(i18n.language))],
          ]}
        />
      </CardContent>
    </Card>
  );
}
