import { useTranslation } from 'react-i18next';
import { USER_FILTER_SUSPENDED, type TAdminCompanyDetailResponse } from '@portal/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EntityStatusBadge } from '@/components/ui/status-badge';
import { DetailList } from '@/components/ui/detail-list';
import { IdNumber } from '@/components/ui/id-number';

type TDetail = Pick<TAdminCompanyDetailResponse, 'company' | 'user'>;

/** The company's leader: the account (users are company leaders, docs/business-rules.md#roles) and the leader data. */
export function OwnerCard({ company, user }: TDetail) {
  const { t } = useTranslation('admin');
  const f = (key: string) => t(`companyFields.${key}`);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detail.ownerTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          items={[
            [t('users.columns.name'), user.name],
            [t('users.columns.email'), user.email],
            [t('users.columns.phone'), user.phone ?? '-'],
            [
              t('users.columns.status'),
              <EntityStatusBadge key="status" status={user.is_suspended ? USER_FILTER_SUSPENDED : user.status} />,
            ],
            [f('leader_name'), company.leader_name || '-'],
            [f('leader_position'), company.leader_position || '-'],
            [f('leader_nik'), <IdNumber key="nik" kind="nik" value={company.leader_nik} />],
            [f('leader_npwp'), <IdNumber key="npwp" kind="npwp" value={company.leader_npwp} />],
          ]}
        />
      </CardContent>
    </Card>
  );
}
