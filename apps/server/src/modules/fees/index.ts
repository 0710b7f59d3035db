/** The fees module's public face (docs/decisions/023): the current schedule for invoices. */
export { currentFeeSchedule, type FeeScheduleRow } from './service';
/** The fee schedule's four-eyes action, for the approvals module (docs/decisions/101). */
export { feeApprovalAction } from './admin-service';
