import type { noticeToCompany } from '../applications';

/**
 * The company's notification and e-mail of a certificate change: applications' `noticeToCompany`
 * (the workflow's notice, which certificates reuse). Applications import the certificate rules they
 * check (`checkCertificateBase`), so certificates are handed the notice by the list of modules and
 * the list of jobs instead of importing it back (docs/decisions/095).
 */
export type CompanyNotice = typeof noticeToCompany;
