import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from '@/i18n';

/** A route's page: its own chunk, loaded with its translations; `preload` starts both early. */
export type TLazyPage<P = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

type TPropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * Route-level code splitting with the translations a page needs (docs/decisions/022): the chunk
 * and the namespaces load in parallel, so a page never renders before its texts are there, and
 * no component has to import a translation file for its side effect.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
  namespaces: readonly string[] = [],
): TLazyPage<TPropsOf<M[K]>> {
  type TModule = { default: ComponentType<TPropsOf<M[K]>> };
  let loading: Promise<TModule> | undefined;
  const preload = (): Promise<TModule> => {
    loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([m]) => ({
      default: m[exportName] as ComponentType<TPropsOf<M[K]>>,
    }));
    loading.catch(() => {
      loading = undefined; // a failed chunk (network, new release) may be tried again
    });
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
