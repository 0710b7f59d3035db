import { useTranslation } from 'react-i18next';
import type { TAdminCompanyDetailResponse } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCurrency } from '@/lib/currency';
import { showDate, showDateTime } from '../lib/format';
import { DetailList } from '@/components/ui/detail-list';

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** The company data of DOMAIN.md "Registration" (address, contacts, business figures, KTA Kadin). */
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
            [f('business_entity_type'), t(`entityTypes.${company.business_entity_type}`, { defaultValue: company.business_entity_type })],
            [f('npwp'), company.npwp],
            [f('nib'), company.nib],
            [f('address'), dash(company.address)],
            [f('province'), dash(company.province)],
            [f('regency_city'), dash(company.regency_city)],
            [f('district'), dash(company.district)],
            [f('village'), dash(company.village)],
            [f('postal_code'), dash(company.postal_code)],
            [f('phone'), dash(company.phone)],
            [f('email'), dash(company.email)],
            [f('business_type'), dash(company.business_type)],
            [f('investment_value'), company.investment_value === null ? '-' : formatCurrency(company.investment_value)],
            [f('employee_count'), dash(company.employee_count)],
            [f('kta_kadin_number'), dash(company.kta_kadin_number)],
            [f('kta_date'), company.kta_date ? showDate(`${company.kta_date}T00:00:00+07:00`, i18n.language) : '-'],
            [t('detail.registeredAt'), showDateTime(company.created_at, i18n.language)],
            [t('detail.verifiedAt'), showDateTime(company.verified_at, i18n.language)],
          ]}
        />
      </CardContent>
    </Card>
  );
}
