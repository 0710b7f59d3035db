/** The fees module's public face (docs/decisions/023): the current schedule for invoices. */
export { currentFeeSchedule, type FeeScheduleRow } from './service';
