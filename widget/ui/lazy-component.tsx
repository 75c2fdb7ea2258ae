import { type ComponentType, useEffect, useState } from 'react';
import { useWidget } from '../app/context';
import { failedChunkUrl } from './chunk-failure';
import { ErrorText } from './ErrorText';
import { Loading } from './Loading';

/**
 * A component whose code is fetched the first time it renders (a dynamic import), so a
 * widget that never shows it never downloads it. Until it arrives a spinner stands in; if
 * the fetch fails a message naming the file shows (and goes to onError), and a later render
 * tries again. Not React.lazy: a failed chunk there needs an error boundary, and the widget
 * would go blank.
 */
export type LazyComponent = ComponentType & {
  /** Starts fetching the code now (e.g. once Main is shown), so the screen draws at once later. */
  preload(): Promise<unknown>;
};

export function isLazyComponent(component: ComponentType): component is LazyComponent {
  return typeof (component as Partial<LazyComponent>).preload === 'function';
}

/**
 * `quiet`: draws nothing while loading or after a failed fetch, for a part that has no
 * visible output of its own (the passkey autofill on Main).
 */
export function lazyComponent(
  load: () => Promise<ComponentType>,
  { quiet = false }: { quiet?: boolean } = {},
): LazyComponent {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const fetchOnce = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy module, at module level, never while rendering
  function Lazy() {
    const { t, reportLoadFailure } = useWidget();
    const [state, setState] = useState<'loading' | 'ready' | { failed: string }>(
      loaded ? 'ready' : 'loading',
    );
    // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once per mount; t and reportLoadFailure are read when it settles
    useEffect(() => {
      // Its code may have arrived between the render above and now (a preload, or another
      // copy of this part, was on its way): draw it.
      if (loaded) return setState('ready');
      let live = true;
      fetchOnce().then(
        () => live && setState('ready'),
        (error: unknown) => {
          if (!live) return;
          const message = t('error.chunkLoad', { url: failedChunkUrl(error) });
          setState({ failed: message });
          // A quiet part has nothing to show, and the widget works without it: no report.
          if (!quiet) reportLoadFailure(error, message);
        },
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) {
      const Loaded = loaded;
      return <Loaded />;
    }
    if (quiet) return null;
    return typeof state === 'object' ? <ErrorText message={state.failed} /> : <Loading />;
  }
  return Object.assign(Lazy, { preload: fetchOnce });
}

/** The names of a chunk's exports that are components. */
type ComponentNames<Chunk> = {
  [K in keyof Chunk]: Chunk[K] extends ComponentType ? K : never;
}[keyof Chunk];

/**
 * Lazy components for the exports of one chunk: `lazyChunk(() => import('./block-chunk'))` gives a
 * function from an export's name to a lazy component of it. Each product and mount mode keeps
 * its parts in one chunk, so this is how they all name what they draw.
 */
export function lazyChunk<Chunk>(load: () => Promise<Chunk>) {
  return (name: ComponentNames<Chunk>, options?: { quiet?: boolean }): LazyComponent =>
    lazyComponent(() => load().then((chunk) => chunk[name] as ComponentType), options);
}
