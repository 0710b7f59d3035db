/**
 * i18n keys of the catalogue's texts other screens show directly (guards, notifications, OTP page),
 * so their wording is defined once, in locales/<lng>/errors.json and files.json.
 */
export const CATALOGUE_MESSAGE_KEYS = {
  accessDeniedAdmin: 'errors:messages.accessDeniedAdmin',
  needLogin: 'errors:messages.needLogin',
  documentsNotVerified: 'errors:messages.documentsNotVerified',
  notificationsLoadFailed: 'errors:messages.notificationsLoadFailed',
  csrfFetchFailed: 'errors:messages.csrfFetchFailed',
  generic: 'errors:messages.generic',
  otpSent: 'errors:info.otpSent',
  fileInvalidUrl: 'files:invalidUrl',
  fileExternalHost: 'files:externalHost',
  fileEndpointNotAllowed: 'files:endpointNotAllowed',
  fileStatusError: 'files:statusError',
  filePreviewBlocked: 'files:previewBlocked',
  notificationNewApplication: 'errors:notificationTexts.newApplication',
  notificationApplicationApproved: 'errors:notificationTexts.applicationApproved',
  notificationApplicationRejected: 'errors:notificationTexts.applicationRejected',
  notificationAdditionalDocuments: 'errors:notificationTexts.additionalDocuments',
  notificationCertificateExpiring: 'errors:notificationTexts.certificateExpiring',
} as const;
