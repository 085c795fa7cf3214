import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// React.lazy's own bound: a page component of any props.
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's type parameter.
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the component's chunk before anything renders it; React then finds it loaded. */
  preload(): Promise<unknown>;
};

/** React.lazy with a preload handle; a failed load is tried again by the next render or preload. */
export function lazyWithPreload<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let loading: Promise<{ default: T }> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

export function isPreloadable(value: unknown): value is { preload(): Promise<unknown> } {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    'preload' in value &&
    typeof value.preload === 'function'
  );
}
