import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFileAccess } from '@/lib/file-access';

interface Props {
  /** admin/documents/get_document.php?uuid=… (inline, same origin only; docs/decisions/036). */
  url: string;
  mimeType: string;
  /** The preview's accessible name. */
  title: string;
  fallbackName: string;
  className?: string;
}

/** A stored file inside the page (a PDF in a frame, an image as an image), and a button to open it in a tab. */
export function FileFrame({ url, mimeType, title, fallbackName, className = 'h-[65vh] min-h-80' }: Props) {
  const { t } = useTranslation('admin');
  const files = useFileAccess();
  return (
    <div className="space-y-2">
      {mimeType.startsWith('image/') ? (
        // Focusable, so a large image can be scrolled with the keyboard.
        <div
          tabIndex={0}
          role="region"
          aria-label={title}
          className={`flex items-start justify-center overflow-auto focus-visible:outline-2 focus-visible:outline-brand-500 rounded-md border border-slate-200 bg-slate-100 p-2 dark:border-slate-800 dark:bg-slate-950 ${className}`}
        >
          <img src={url} alt={title} className="max-w-full object-contain" />
        </div>
      ) : (
        <iframe
          key={url}
          src={url}
          title={title}
          className={`w-full rounded-md border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-950 ${className}`}
        />
      )}
      <Button variant="ghost" size="sm" onClick={() => void files.accessFile({ url, fallbackName, mode: 'view' })}>
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('openInTab')}
      </Button>
    </div>
  );
}
