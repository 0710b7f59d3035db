import { useTranslation } from 'react-i18next';
import type { TCertificate } from '@portal/contract';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * The SVG comes from our server, but it is still shown as an image (a data URL), never put into
 * the page as markup: an <img> runs no script and reaches no part of the document.
 */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The QR code of the public page, its address and a copy button. */
export function QrCard({ c }: { c: Pick<TCertificate, 'qr_svg' | 'public_url' | 'number'> }) {
  const { t } = useTranslation('certificates');
  return (
    <div className="flex flex-col items-center gap-4">
      <img
        src={svgDataUrl(c.qr_svg)}
        alt={t('qr.alt', { number: c.number })}
        width={160}
        height={160}
        className="size-40 shrink-0 rounded-md border border-slate-200 bg-white p-2 dark:border-slate-700"
      />
      <div className="w-full min-w-0 space-y-2 text-sm">
        <p className="text-slate-600 dark:text-slate-400">{t('qr.hint')}</p>
        <p className="font-medium text-slate-900 dark:text-slate-100">{t('qr.publicUrl')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={c.public_url}
            target="_blank"
            rel="noopener noreferrer"
            className="min-w-0 font-mono text-xs break-all text-brand-700 hover:underline dark:text-sky-300"
          >
            {c.public_url}
          </a>
          <CopyButton
            value={c.public_url}
            label={t('qr.copy')}
            ariaLabel={t('qr.copyAria')}
            copiedLabel={t('qr.copied')}
            failedLabel={t('qr.copyFailed')}
          />
        </div>
      </div>
    </div>
  );
}
