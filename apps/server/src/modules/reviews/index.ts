/** The reviews module's public face: the reviewer history of companies and users (docs/decisions/023). */
export {
  lastRegistrationRejection,
  lastReviewAt,
  recordReview,
  reviewHistory,
  type RegistrationRejection,
  type ReviewRecord,
} from './service';
