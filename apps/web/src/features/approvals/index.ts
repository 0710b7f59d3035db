/** Menunggu Persetujuan (docs/business-rules.md#four-eyes): the four-eyes queue; screens in pages.ts. */
export { approvalKeys } from './admin/api/approvals';
