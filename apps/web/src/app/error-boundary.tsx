import { TriangleAlert } from 'lucide-react';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { loadErrorLayer } from '@/lib/load-error-layer';

/** The fallback screen: warning icon, heading, explanation, reload button (docs/business-rules.md#error-catalogue). */
export function ErrorFallback({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6 dark:bg-slate-950">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <TriangleAlert aria-hidden="true" className="mx-auto h-12 w-12 text-amber-500" />
        <h1 className="mt-4 text-xl font-semibold text-slate-900 dark:text-slate-100">{t('boundary.title')}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('boundary.description')}</p>
        <button
          type="button"
          onClick={onReload}
          className="mt-6 inline-flex items-center justify-center rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-slate-900"
        >
          {t('boundary.reload')}
        </button>
      </div>
    </main>
  );
}

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches uncaught rendering errors: logs them locally and to the backend
 * (docs/business-rules.md#error-reports), shows a toast by severity, and renders the fallback screen.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Uncaught rendering error', error, info.componentStack);
    // The reporter and the catalogue load only now: a crash is rare, the first page is not. The
    // fallback screen itself stays in the first chunk, so it shows even when nothing more loads.
    import('@/lib/report-error').then(
      ({ reportError }) => reportError(error, info.componentStack),
      (e: unknown) => console.error('Failed to send the error report', e),
    );
    void loadErrorLayer().then(({ translateError }) => {
      const tr = translateError(error);
      toast({ title: tr.title, description: tr.message, variant: tr.variant });
    });
  }

  private readonly reload = (): void => {
    this.setState({ error: null, hasError: false });
    window.location.reload();
  };

  override render(): ReactNode {
    if (this.state.hasError) {
      return (
        <Suspense fallback={null}>
          <ErrorFallback onReload={this.reload} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
