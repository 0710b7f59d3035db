/** The reviews module's public face: the reviewer history of companies and users (docs/decisions/023). */
export { lastReviewAt, recordReview, reviewHistory, type ReviewRecord } from './service';
