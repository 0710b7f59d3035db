import { useEffect, useState } from 'react';
import { type ApiError } from '@/lib/api-client';
import { apiErrorFromResponse, networkError } from '@/lib/api-error';
import { withMode } from '@/components/ui/file-links';
import { checkFileUrl } from '@/lib/file-access';

export type TPdfState =
  { status: 'loading' } | { status: 'ready'; objectUrl: string } | { status: 'error'; error: ApiError | Error };

/**
 * A protected PDF (admin/certificates/view.php) fetched with the session cookie and shown from
 * an object URL: the frame never loads the API address itself, the same checks as the file
 * helper apply (same origin, allowed prefix; docs/business-rules.md#file-access), and a refusal
 * keeps its status (404, 409) for the page to explain. The object URL is released on unmount.
 */
export function usePdfObjectUrl(url: string | null, reloadKey = 0): TPdfState {
  const [state, setState] = useState<TPdfState>({ status: 'loading' });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    (async () => {
      try {
        const checked = checkFileUrl(withMode(url, 'view'));
        let res: Response;
        try {
          res = await fetch(checked.href, { credentials: 'include', signal: controller.signal });
        } catch {
          if (controller.signal.aborted) return;
          throw networkError();
        }
        if (!res.ok) throw await apiErrorFromResponse(res);
        const blob = await res.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
        setState({ status: 'ready', objectUrl });
      } catch (e) {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error: e instanceof Error ? e : new Error(String(e)) });
      }
    })();
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, reloadKey]);
  return url ? state : { status: 'loading' };
}
