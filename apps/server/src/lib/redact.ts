/**
 * Tokens that travel in URLs never reach a log or the error-report table (docs/decisions/012):
 * the password-reset link's path token and token-like query parameters become `[redacted]`,
 * wherever they appear in the text (a URL, a message, a stack trace).
 */
// A token runs to the next URL delimiter, or to what ends a URL inside a stack line (":1:1", ")").
const RESET_PATH = /(\/reset-password\/)[^/?#\s"'<>()[\]:;,]+/gi;
const TOKEN_PARAM = /([?&](?:token|reset_token|csrf_token|otp|code)=)[^&#\s"'<>()[\]:;,]+/gi;

export const redactTokens = (text: string): string =>
  text.replace(RESET_PATH, '$1[redacted]').replace(TOKEN_PARAM, '$1[redacted]');
