/** The certificates feature's public face: the company's certificate queries, for screens that show or refresh them (the dashboard). */
export { certificateKeys, useCertificate, useCertificates } from './api/certificates';
