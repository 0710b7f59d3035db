import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT_ATTR } from '@portal/contract';
import type { TUploadState } from '@/hooks/use-upload';
import { checkUploadFile } from '@/lib/file-checks';
import { formatFileSize } from '@/lib/file-size';
import { localeOf } from '@/lib/locale';
import { Button } from './button';
import { FileDropzone } from './file-dropzone';
import { ProgressBar } from './progress-bar';

interface Props {
  /** Unique per page: the ids of the input, hint and error derive from it. */
  id: string;
  /** What the file is for, in the input's name ("Pilih file Bukti Transfer"). */
  label: string;
  state: TUploadState;
  /** A file that passed the first check (type, size); the caller uploads it (or asks first). */
  onFile: (file: File) => void;
  onCancel: () => void;
  setError: (message: string) => void;
  clearError: () => void;
  /** Hide the drop area (e.g. a document is there and not being replaced); progress and errors still show. */
  showDropzone?: boolean;
  /** What the screen reader hears when nothing is uploading (e.g. "… berhasil diunggah."). */
  announcement?: string;
}

/**
 * One upload: drop area or picker (PDF/JPG/PNG, 5 MB: docs/business-rules.md#files), a progress bar
 * with cancel while the bytes go, the error under it, and progress announced in quarter steps.
 */
export function UploadBox({
  id,
  label,
  state,
  onFile,
  onCancel,
  setError,
  clearError,
  showDropzone = true,
  announcement = '',
}: Props) {
  const { t, i18n } = useTranslation('files');
  const ids = { input: `${id}-file`, hint: `${id}-hint`, error: `${id}-error` };
  const errorMessage = state.phase === 'error' ? state.message : null;
  const live =
    state.phase === 'uploading'
      ? t('upload.uploadingProgress', { name: state.fileName, percent: Math.floor(state.progress / 25) * 25 })
      : announcement;
  const take = (file: File) => {
    const problem = checkUploadFile(file);
    if (problem)
      return setError(t(`upload.fileErrors.${problem}`, { size: formatFileSize(file.size, localeOf(i18n.language)) }));
    clearError();
    onFile(file);
  };
  return (
    <div className="space-y-2">
      {state.phase === 'uploading' ? (
        <div className="space-y-2">
          <ProgressBar value={state.progress} label={t('upload.uploading', { name: state.fileName })} />
          <div className="flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
            <span aria-hidden="true">{Math.round(state.progress)}%</span>
            <Button size="sm" variant="ghost" onClick={onCancel}>
              {t('upload.cancel')}
            </Button>
          </div>
        </div>
      ) : showDropzone ? (
        <FileDropzone
          id={ids.input}
          accept={UPLOAD_ACCEPT_ATTR}
          onFile={take}
          buttonLabel={t('upload.pick')}
          inputLabel={t('upload.pickFor', { label })}
          dropText={t('upload.dropText')}
          tapText={t('upload.tapText')}
          hint={<span id={ids.hint}>{t('upload.hint')}</span>}
          describedBy={[ids.hint, errorMessage ? ids.error : null].filter(Boolean).join(' ')}
          invalid={Boolean(errorMessage)}
        />
      ) : null}
      {errorMessage ? (
        <p id={ids.error} role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {errorMessage}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {live}
      </p>
    </div>
  );
}
