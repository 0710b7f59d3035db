import { AUDIT_ENTITY_TYPES, AUDIT_SORTS, type TAuditEntityType } from '@portal/contract';

/** The `actor` filter's value for the server itself (docs/api.md#admin-dashboard-and-audit). */
export const SYSTEM_ACTOR = 'system';

const isBusinessDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Log Audit (admin/audit/list.php): the filters kept in the URL, checked as the server checks them. */
export const AUDIT_LIST_FILTERS = {
  entity_type: AUDIT_ENTITY_TYPES,
  entity_id: (v: string) => v.length <= 100,
  actor: (v: string) => v.length <= 200,
  action: (v: string) => v.length <= 80,
  from: isBusinessDate,
  to: isBusinessDate,
  sort: AUDIT_SORTS,
};
export type TAuditListFilter = keyof typeof AUDIT_LIST_FILTERS;

/**
 * Where an admin opens the entity a row is about (docs/decisions/086). Entities without a page
 * of their own keyed by the row's id (a user, an invoice, a document, a setting …) open their own
 * history: the audit log filtered to that one entity.
 */
export function entityHref(type: TAuditEntityType, id: string): string {
  const key = encodeURIComponent(id);
  switch (type) {
    case 'company':
      return `/admin/companies/${key}`;
    case 'application':
      return `/admin/applications/${key}`;
    case 'certificate':
      return `/admin/certificates/${key}`;
    default:
      return `/admin/audit?${new URLSearchParams({ entity_type: type, entity_id: id }).toString()}`;
  }
}

/** A long id (a uuid) shortened for a cell; the whole id stays in the link's title. */
export const shortId = (id: string) => (/^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(id) ? `${id.slice(0, 8)}…` : id);
