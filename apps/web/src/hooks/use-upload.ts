import { useCallback, useEffect, useRef, useState } from 'react';
import { reportSaveError, translateError } from '@/lib/errors';

export type TUploadState =
  { phase: 'idle' } | { phase: 'uploading'; fileName: string; progress: number } | { phase: 'error'; message: string };

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** One upload's state for a card: progress, cancel, and the error shown on the card. */
export function useUpload<T>(run: (file: File, onProgress: (p: number) => void, signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<TUploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<T | null> => {
      controller.current?.abort();
      const ac = new AbortController();
      controller.current = ac;
      setState({ phase: 'uploading', fileName: file.name, progress: 0 });
      try {
        const out = await run(
          file,
          (progress) => setState((s) => (s.phase === 'uploading' ? { ...s, progress } : s)),
          ac.signal,
        );
        setState({ phase: 'idle' });
        return out;
      } catch (e) {
        if (isAbort(e)) {
          if (controller.current === ac) setState({ phase: 'idle' });
          return null;
        }
        setState({ phase: 'error', message: translateError(e, undefined, 'upload').message });
        reportSaveError(e, 'upload');
        return null;
      } finally {
        if (controller.current === ac) controller.current = null;
      }
    },
    [run],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const setError = useCallback((message: string) => setState({ phase: 'error', message }), []);
  const clearError = useCallback(() => setState((s) => (s.phase === 'error' ? { phase: 'idle' } : s)), []);
  return { state, start, cancel, setError, clearError };
}
