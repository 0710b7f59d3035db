/**
 * The documents feature's public face: the company's own documents (documents/list.php) and their
 * query key, for the screens that show them (Dokumen Registrasi, the company page, the dashboard)
 * and update the cache after an upload or a delete; the admin's key, for the screens whose
 * decisions change Manajemen Dokumen. Its page is in ./pages.ts, for the route table.
 */
export {
  DOCUMENTS_QUERY_KEY,
  documentsQueryOptions,
  removeDocument,
  upsertDocument,
  useDocuments,
} from './api/documents';
export { adminDocumentsKeys } from './admin/api/get-admin-documents';
