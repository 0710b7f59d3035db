import { type TAuditItem, ZAuditItem } from '@portal/contract';
import { fake } from '@portal/contract/testing';

/** Test-only builders of the audit screens' data. */
export const invoiceUuid = (n: number) => `00000000-0000-4000-8000-${String(7000 + n).padStart(12, '0')}`;

export function makeAuditItem(n: number, over: Partial<TAuditItem> = {}): TAuditItem {
  return fake(ZAuditItem, {
    id: n,
    at: '2026-11-24T03:15:00.000Z',
    actor_email: 'admin@bski.id',
    actor_role: 'admin',
    ip: '10.0.0.7',
    action: 'application.approve',
    entity_type: 'application',
    entity_id: `SP-${String(300000000 + n)}`,
    before: { status: 'under_review' },
    after: { status: 'approved', approved_at: '2026-11-24T03:15:00.000Z' },
    reason: null,
    ...over,
  });
}

export const auditListOf = (items: TAuditItem[], total = items.length, page = 1, perPage = 20) => ({
  items,
  page,
  per_page: perPage,
  total,
});
