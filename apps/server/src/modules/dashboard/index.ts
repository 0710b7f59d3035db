/** The dashboard module's public face (docs/decisions/023): the working-day calendar for every SLA the server counts. */
export { holidaySet, invalidateHolidays, nationalHolidays } from './holidays';
export { slaCutoff } from './sla';
export { answerBy, appealDeadline } from './appeal-deadlines';
