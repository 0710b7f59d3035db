import { ZAdminDocumentExportQuery, ZAdminDocumentListQuery, ZAdminDocumentListResponse } from '../admin/documents';
import { UPLOAD_FIELD } from '../documents/document-types';
import {
  ZAdminGetDocumentQuery,
  ZDeleteDocumentRequest,
  ZDeleteDocumentResponse,
  ZDocumentListResponse,
  ZDownloadDocumentQuery,
  ZUploadDocumentFields,
  ZUploadDocumentResponse,
} from '../documents/schemas';
import { UPLOAD_MAX_BYTES } from '../limits';
import { endpoint } from './define';
import { EXPORT_ACCEPTED } from './exports';

/** The endpoints the server's `documents` module answers (docs/api.md). */
export const DOCUMENTS_ENDPOINTS = {
  'admin/documents/list.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-companies-and-documents',
    summary: 'Every document',
    takes:
      'list params; `status`, `document_type`, `category`, `company_id`, `current` (`true`/`false`), `from`, `to` (upload date, WIB days, both included; `from` after `to` is a 422); `q` over file name and company name; newest first',
    answers:
      'items: document + `is_current, reviewed_at, company_id, company_name, admin_file_url, review_url` (the admin screen where the file is reviewed: the company review, the payment queue or the application)',
    query: ZAdminDocumentListQuery,
    response: ZAdminDocumentListResponse,
  }),
  'admin/documents/export.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-companies-and-documents',
    summary: 'Export the document list',
    takes: "the list's filter; `format` (`csv`, the default, or `xlsx`); `Accept-Language` for the workbook",
    answers: 'CSV / xlsx: company, type, category, status, file name, size, uploaded and reviewed (WIB), current',
    query: ZAdminDocumentExportQuery,
    file: { types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    accepted: EXPORT_ACCEPTED,
  }),
  'admin/documents/get_document.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-companies-and-documents',
    summary: 'View any document',
    takes: '`uuid`',
    answers: 'the file, inline',
    query: ZAdminGetDocumentQuery,
    file: { types: ['application/pdf', 'image/jpeg', 'image/png'] },
    errors: ['NOT_FOUND'],
  }),
  'documents/list.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'documents',
    summary: "The caller's current documents",
    answers:
      "`{ documents }`: the caller's current documents, except files tied to an application or a document request (its detail shows them)",
    response: ZDocumentListResponse,
  }),
  'documents/delete.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'documents',
    summary: 'Delete an unverified document',
    who: "own company; a registration document: the company's owner only",
    takes: '`uuid`',
    answers:
      '`{ uuid }`; only a current, unverified document outside review; 403 `OWNER_ONLY` for staff and a registration document',
    body: ZDeleteDocumentRequest,
    response: ZDeleteDocumentResponse,
    errors: ['FORBIDDEN', 'INVALID_TRANSITION', 'NOT_FOUND', 'OWNER_ONLY'],
  }),
  'documents/download.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'documents',
    summary: 'Download or view a document',
    who: "the company's members (owner and staff) or an admin",
    takes: '`uuid`, `mode` (`view`/`download`, default `download`)',
    answers: 'the file',
    query: ZDownloadDocumentQuery,
    file: { types: ['application/pdf', 'image/jpeg', 'image/png'] },
    errors: ['NOT_FOUND'],
  }),
  'documents/upload.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'documents',
    summary: 'Upload a document',
    who: "own company; `initial_registration`: the company's owner only (403 `OWNER_ONLY` for staff)",
    takes:
      "multipart: `document` (file), `document_type`, `category`, `csrf_token`; `code_reg` (required for `sbu_application`: the file belongs to that draft of the caller's company, 404 otherwise, 409 once it is no longer a draft; one current file per application and type)",
    answers:
      '201 `{ document }`: `uuid, document_type, category, status, original_name, file_size, mime_type, sha256, uploaded_at, review_note, file_url`; 413 `FILE_TOO_LARGE`; 422 `FILE_REJECTED`; 422 on `document_type` when it is not a type of `category`; 429 `RATE_LIMITED` past 60 uploads an hour; 409 `QUOTA_EXCEEDED` past 200 MiB stored; 409 when the state forbids it; 403 `DOCUMENTS_NOT_VERIFIED` for any category but `initial_registration` before the company is approved',
    body: ZUploadDocumentFields,
    response: ZUploadDocumentResponse,
    upload: { field: UPLOAD_FIELD.FILE, maxBytes: UPLOAD_MAX_BYTES },
    status: 201,
    errors: [
      'FILE_TOO_LARGE',
      'FILE_REJECTED',
      'RATE_LIMITED',
      'QUOTA_EXCEEDED',
      'DOCUMENTS_NOT_VERIFIED',
      'FORBIDDEN',
      'INVALID_TRANSITION',
      'NOT_FOUND',
      'OWNER_ONLY',
    ],
    rateLimits: ['upload_user'],
  }),
} as const;
