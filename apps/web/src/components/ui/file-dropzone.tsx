import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { buttonClasses } from './button';
import { cn } from './cn';

interface Props {
  /** Id of the native file input (the button label points at it). */
  id: string;
  /** The input's accept attribute; the caller still checks every file (a drop ignores accept). */
  accept: string;
  onFile: (file: File) => void;
  /** Visible text of the pick button (the input's accessible name unless inputLabel is given). */
  buttonLabel: string;
  /** A fuller accessible name that contains the visible text, e.g. "Pilih File KTP Pimpinan". */
  inputLabel?: string;
  /** Text inside the drop area, e.g. "Seret dan lepas file di sini, atau". */
  dropText: ReactNode;
  /** Shown instead of `dropText` on touch screens (`pointer: coarse`), where nothing can be dragged: "Ketuk untuk memilih file". */
  tapText?: ReactNode;
  hint?: ReactNode;
  /**
   * What is chosen now, in the page's language ("Berkas dipilih: a.pdf" / "Belum ada berkas
   * dipilih"), for a form that keeps the file until it is sent: the native input, which would say
   * it in the browser's language, is hidden.
   */
  selected?: ReactNode;
  /** Ids of texts that describe the input (hint, error), for screen readers. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Drag-and-drop area with a keyboard-reachable "pick a file" control: the native file input is
 * visually hidden but focusable, and its label is styled as the button, so Enter/Space, screen
 * readers and the browser's own file dialog all work. Only the first file is taken.
 */
export function FileDropzone({
  id,
  accept,
  onFile,
  buttonLabel,
  inputLabel,
  dropText,
  tapText,
  hint,
  selected,
  describedBy,
  invalid,
  disabled,
  className,
}: Props) {
  const [isOver, setIsOver] = useState(false);
  const isTouch = useMediaQuery('(pointer: coarse)');
  const depth = useRef(0);

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const onDragEnter = (e: DragEvent) => {
    e.preventDefault();
    if (disabled) return;
    depth.current += 1;
    setIsOver(true);
  };
  const onDragLeave = (e: DragEvent) => {
    e.preventDefault();
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setIsOver(false);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setIsOver(false);
    take(e.dataTransfer?.files);
  };

  return (
    <div
      data-testid={`${id}-dropzone`}
      data-drag-over={isOver || undefined}
      onDragEnter={onDragEnter}
      onDragOver={(e) => e.preventDefault()}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
        isOver ? 'border-brand-500 bg-brand-50 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-700',
        invalid && !isOver ? 'border-red-400 dark:border-red-500' : null,
        disabled ? 'opacity-60' : null,
        className,
      )}
    >
      <Upload aria-hidden="true" className="size-6 text-slate-400" />
      <p className="text-sm text-slate-600 dark:text-slate-400">{isTouch && tapText ? tapText : dropText}</p>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="peer sr-only"
        onChange={(e) => {
          take(e.currentTarget.files);
          // Cleared so picking the same file again (after a failed upload) fires a change.
          e.currentTarget.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClasses('outline', 'sm'),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
          disabled ? 'pointer-events-none' : null,
        )}
      >
        {buttonLabel}
      </label>
      {selected ? (
        <div className="max-w-full text-sm break-all text-slate-700 dark:text-slate-300">{selected}</div>
      ) : null}
      {hint ? <div className="text-xs text-slate-500 dark:text-slate-400">{hint}</div> : null}
    </div>
  );
}
