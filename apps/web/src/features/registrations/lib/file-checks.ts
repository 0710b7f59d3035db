export { checkUploadFile, type TFileProblem } from '@/lib/file-checks';
