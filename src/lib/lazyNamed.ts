import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the module loads on first render (wrap it in Suspense). `preload` starts the
 * download early; spread `preloadProps` on the button that will show it, so pointer or focus reaching it does that.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  const preload = () => void load();
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload, preloadProps: { onPointerEnter: preload, onFocus: preload } },
  );
}
