/** The admin certificate feature's public face: its query keys (other screens refresh them after a change). */
export { adminCertificateKeys } from './api/keys';
