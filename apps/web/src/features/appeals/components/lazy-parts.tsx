import { lazy, Suspense, type ComponentProps } from 'react';
import { loadNamespaces } from '@/i18n';

/**
 * The company's appeal screens, loaded with the pages that show them: the public /verify page takes
 * the complaint form from this feature's index too, and must not carry the appeal dialog, the
 * upload and their dependencies (nor list them in the entry's preload map). Each part loads with
 * its texts (docs/decisions/022), so the pages that show it need not list the `appeals` namespace.
 */
const withTexts = <T,>(load: () => Promise<T>) => Promise.all([load(), loadNamespaces(['appeals'])]).then(([m]) => m);
const Panel = lazy(() => withTexts(() => import('./appeal-panel')).then((m) => ({ default: m.AppealPanel })));
const OwnCard = lazy(() => withTexts(() => import('./own-appeals-card')).then((m) => ({ default: m.OwnAppealsCard })));

type TPanelProps = ComponentProps<typeof Panel>;

export function AppealPanel(props: TPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

export function OwnAppealsCard() {
  return (
    <Suspense fallback={null}>
      <OwnCard />
    </Suspense>
  );
}
