/**
 * The certificates module's public face (docs/decisions/023): what other modules may read of a
 * certificate (URLs, the renewal and upgrade rules applications check), the demo data, and the
 * lifecycle jobs. Routes are registered through routes.ts and public-routes.ts from modules/index.ts.
 */
export { certificatePdfUrl, certificatePageUrl, certificatePublicUrl } from './urls';
/** Demo data: certificates for a few completed applications (`npm run seed`). */
export { seedDemoCertificates, storeMissingCertificatePdfs } from './demo-certificates';
export * from './lifecycle';
/** The four-eyes actions on certificates, for the approvals module (docs/decisions/101). */
export { certificateApprovalActions } from './revision-service';
/** The browser family of a User-Agent (the verification log; the account's session list). */
export { browserFamily } from './browser-family';
