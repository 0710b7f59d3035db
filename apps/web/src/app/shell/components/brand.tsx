import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

/** 'PORTAL BSKI' with the logo from /uploads; `compact`: the logo alone (the name stays for screen readers). */
export function Brand({
  to = '/',
  className,
  compact = false,
}: {
  to?: string;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <Link
      to={to}
      className={cn(
        'flex items-center gap-2 rounded-md font-bold tracking-wide text-brand-700 dark:text-white',
        className,
      )}
    >
      <img src="/uploads/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span className={compact ? 'sr-only' : undefined}>{t('brand')}</span>
    </Link>
  );
}
