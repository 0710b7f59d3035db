import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

/** "Ajukan Permohonan": opens the form of a new draft. */
export function NewApplicationLink() {
  const { t } = useTranslation('applications');
  return (
    <Link to="/applications/new" className={buttonClasses('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('list.new')}
    </Link>
  );
}
