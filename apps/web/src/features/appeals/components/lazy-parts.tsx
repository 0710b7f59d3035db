import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The company's appeal screens, loaded with the pages that show them: the public /verify page takes
 * the complaint form from this feature's index too, and must not carry the appeal dialog, the
 * upload and their dependencies (nor list them in the entry's preload map).
 */
const Panel = lazy(() => import('./appeal-panel').then((m) => ({ default: m.AppealPanel })));
const OwnCard = lazy(() => import('./own-appeals-card').then((m) => ({ default: m.OwnAppealsCard })));

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
