/** Error and feedback layer (docs/business-rules.md#error-catalogue and docs/business-rules.md#validation-messages). */
export { translateError, resolveCode, variantFor, SEVERITY_TITLE_KEYS } from './catalogue';
export {
  showErrorToast,
  handleQueryError,
  isSilentError,
  reportSaveError,
  type ShowErrorToastOptions,
} from './show-error-toast';
export { showValidationToast, formatValidationMessage, translateFieldErrors } from './validation';
export { normalizeError, collectFieldErrors } from './normalize';
export { serverMessageOf, translateServerMessage, SERVER_MESSAGE_NAMESPACES } from './server-message';
export { isRetryable, suggestActions } from './actions';
export { CATALOGUE, type TCatalogueCode } from './rules';
export { CATALOGUE_MESSAGE_KEYS } from './message-keys';
export type {
  ErrorAction,
  TErrorActionType,
  TErrorCategory,
  TErrorContext,
  TErrorSeverity,
  TFieldErrorMap,
  TranslatedError,
  TTranslate,
} from './types';
