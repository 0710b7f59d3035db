/** The mfa module's public face: what other modules may use (docs/decisions/023). */
export { resetMfa, useSecondFactor } from './mfa-service';
export {
  challengeUser,
  claimChallengeTry,
  endLoginChallenge,
  purgeLoginChallenges,
  startLoginChallenge,
} from './challenge';
export { realNow, totpCode } from './totp';
