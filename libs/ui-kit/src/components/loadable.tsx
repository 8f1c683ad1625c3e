import {
  memo,
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** A component whose code loads on demand, shown without suspending (see {@link loadable}). */
export type Loadable<P extends object> = {
  /** Starts loading the code, once; resolves when it is there (never rejects). */
  preload: () => Promise<void>;
  /**
   * Renders `placeholder` until the code is there, then the component with the other props,
   * their changes in the background (see {@link loadable}).
   */
  Component: ComponentType<P & { placeholder: ReactNode }>;
};

type LoadState<P> = { component?: ComponentType<P>; error?: unknown };

/**
 * A lazily loaded component that shows its placeholder itself instead of suspending, and shows
 * the component in a transition once its code is there:
 * - React holds back a Suspense boundary's content until 300 ms after its fallback appeared, so
 *   a dashboard's details, whose code and answers had both arrived, waited in their skeleton (on
 *   a phone they are the page's largest paint in Lighthouse);
 * - a transition renders in slices that let the browser paint and answer input in between: a
 *   table or a chart arriving beside other answers neither holds back their paint nor blocks
 *   the page;
 * - later changes of its props (a table's rows arriving, a chart's data) render in the
 *   background too (`useDeferredValue`, the component memoized): a query's answer re-renders
 *   synchronously, and a table of rows or a chart drawn in that one pass was the long task on
 *   a phone's blocking time.
 *
 * A failed load is thrown while rendering, to the nearest error boundary, as `lazy` does.
 * @param load - imports the module and picks the component, e.g.
 *   `() => import('./details.tsx').then((module) => module.Details)`
 */
export function loadable<P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> {
  let state: LoadState<P> = {};
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        // Memoized: the urgent pass, which still has the earlier props, costs nothing.
        state = { component: memo(component) as unknown as ComponentType<P> };
      },
      (error: unknown) => {
        state = { error };
      },
    ));

  function LoadableComponent({ placeholder, ...rest }: P & { placeholder: ReactNode }) {
    const props = useDeferredValue(rest);
    // Code already there renders at once, in this pass.
    const [shown, setShown] = useState(state);
    const settled = shown.component !== undefined || shown.error !== undefined;
    useEffect(() => {
      if (settled) return;
      let mounted = true;
      void preload().then(() => {
        if (mounted) startTransition(() => setShown(state));
      });
      return () => {
        mounted = false;
      };
    }, [settled]);
    // Started while rendering, as `lazy` starts its import: idempotent.
    void preload();
    if (shown.error !== undefined) throw shown.error;
    const Loaded = shown.component;
    return Loaded ? <Loaded {...(props as P)} /> : placeholder;
  }
  return { preload, Component: LoadableComponent };
}
