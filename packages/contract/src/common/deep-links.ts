/**
 * Deep links into a page (docs/decisions/104): a notification or a next action about one document
 * opens its page at `#<card id>`, and the page scrolls to that card and focuses it. The ids are
 * named once here, for the server's links and the web app's cards. Zod-free.
 */

/** A registration document's card on Dokumen Registrasi (`/document-registration#dokumen-ktp_pimpinan`). */
export const documentCardId = (documentType: string): string => `dokumen-${documentType}`;

/** A document request's card on an application's detail (`/applications/{code_reg}#permintaan-{uuid}`). */
export const requestCardId = (uuid: string): string => `permintaan-${uuid}`;

/** The members' section of Data Perusahaan (`/company#anggota`). */
export const MEMBERS_SECTION_ID = 'anggota';
