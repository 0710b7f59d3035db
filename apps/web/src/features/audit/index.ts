/**
 * The audit feature's public face: an entity's "Riwayat audit" for the admin detail pages (a lazy
 * chunk of its own). The log's page is in ./pages.ts, for the route table.
 */
export { EntityHistory } from './admin/components/entity-history-section';
export type { TEntityHistoryProps } from './admin/components/entity-history';
