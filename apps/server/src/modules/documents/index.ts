/** The documents module's public face: what other modules may use (docs/decisions/023). */
export {
  toAdminDocumentDto,
  toApplicationDocumentDto,
  toDocumentDto,
  toReviewedAdminDocumentDto,
  type DocumentRow,
} from './document-dto';
export { saveLinkedDocument, type DocumentLink, type LinkedUpload } from './linked-upload';
export { assertQuotaLeft } from './upload-service';
export { sanitizeOriginalName } from './file-name';
