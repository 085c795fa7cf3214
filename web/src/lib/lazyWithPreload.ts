import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';

// React.lazy's own bound: a page component of any props.
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's type parameter.
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = ComponentType<ComponentProps<T>> & {
  /** Starts loading the component's chunk before anything renders it. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy with a preload handle; a failed load is tried again by the next render or preload. Once its chunk is
 * in, the component renders the loaded one directly: React.lazy would still suspend once on its first render (it
 * learns of a resolved promise only a microtask later), drawing its Suspense fallback and then the page again.
 */
export function lazyWithPreload<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce);
  const Preloadable = (props: ComponentProps<T>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Preloadable, { preload: loadOnce });
}

export function isPreloadable(value: unknown): value is { preload(): Promise<unknown> } {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    'preload' in value &&
    typeof value.preload === 'function'
  );
}
