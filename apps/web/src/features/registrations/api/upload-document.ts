/** The one multipart upload lives in lib/upload.ts (the application and payment screens use it too). */
export { UPLOAD_TIMEOUT_MS, uploadDocument, type TUploadRequest } from '@/lib/upload';
