/** The applications module's public face (docs/decisions/023): its scheduled job. */
export { FLAG_OVERDUE_REQUESTS_JOB, flagOverdueRequests } from './overdue-job';
