/** The documents module's public face: what other modules may use (docs/decisions/023). */
export { toAdminDocumentDto } from './admin-document-dto';
export { toDocumentDto, type DocumentRow } from './document-dto';
