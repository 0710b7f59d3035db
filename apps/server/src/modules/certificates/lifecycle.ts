/**
 * What the certificate lifecycle offers other modules and the scheduler: the public verification
 * routes, the renewal/upgrade check applications run, and the expiry and reminder jobs
 * (docs/business-rules.md#renewal-window, #certificate-expiry, #certificate-reminders).
 * Re-exported by the module's index.ts.
 */
export { registerCertificateLifecycleRoutes } from './lifecycle-routes';
export { checkCertificateBase, type CertificateBaseRequest } from './renewal';
export {
  CERTIFICATE_REMINDERS_JOB,
  EXPIRE_CERTIFICATES_JOB,
  expireCertificates,
  sendCertificateReminders,
} from './lifecycle-jobs';
