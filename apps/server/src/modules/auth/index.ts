/** The auth module's public face: what other modules may use (docs/decisions/023). */
export { voidResetLinks } from './password-reset-service';
export { issueOtp, purgeSpentOtps } from './otp';
export { purgeLoginCodes } from './login-code';
