/** The applications module's public face (docs/decisions/023): its scheduled job, and the company notice (notification + e-mail) other modules reuse. */
export { FLAG_OVERDUE_REQUESTS_JOB, flagOverdueRequests } from './overdue-job';
/** The company's notification and e-mail of a workflow change (certificates use it for theirs). */
export { noticeMail, noticeToCompany } from './notices';
/** The queues' counts for the admin menu (docs/business-rules.md#queues). */
export { countAnsweredRequests, countApplicationsInReview, countApplicationsToPublish } from './queue-counts';
