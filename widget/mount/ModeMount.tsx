import { useEffect, useRef } from 'react';
import { useWidgetId } from '../app/context';
import type { CommonMountOptions, MountHandle, MountOptions } from '../app/types';
import type { MountMode } from '../modes/types';
import { mountWidget } from './mount-widget';

/** A widget whose component's effect was cleaned up, about to be unmounted. */
interface Leaving<O extends CommonMountOptions> {
  handle: MountHandle<O>;
  mode: MountMode<O>;
  id: string;
  /** Taken back by the effect's re-run before the unmount came. */
  taken: boolean;
}

export type MountComponentProps<O extends CommonMountOptions = MountOptions> = Omit<
  O,
  'elementId'
> & {
  className?: string;
};

/**
 * Any mount mode inside a React host (real React, the host's copy): each mode's public
 * component renders this with its declaration. Takes the same options as the mode's mount
 * function; changes to them update the mounted widget.
 */
export function ModeMount<O extends CommonMountOptions>({
  mode,
  className,
  ...options
}: MountComponentProps<O> & { mode: MountMode<O> }) {
  // What is left once mode and className are out is the mode's options (TypeScript cannot
  // follow a rest spread over a generic type).
  const modeOptions = options as unknown as Omit<O, 'elementId'>;
  const id = `stytch-${mode.id}-${useWidgetId().replace(/[^\w-]/g, '')}`;
  const handle = useRef<MountHandle<O> | null>(null);
  const leaving = useRef<Leaving<O> | null>(null);
  const latest = useRef(modeOptions);
  latest.current = modeOptions;

  useEffect(() => {
    // StrictMode runs this effect's cleanup and the effect again at once, in the same commit:
    // the widget mounted a moment ago is kept rather than mounted twice.
    const kept = leaving.current;
    if (kept && !kept.taken && kept.mode === mode && kept.id === id) {
      kept.taken = true;
      leaving.current = null;
      handle.current = kept.handle;
    } else {
      handle.current = mountWidget(mode, { ...latest.current, elementId: `#${id}` } as O);
    }
    return () => {
      const current = handle.current;
      handle.current = null;
      if (!current) return;
      const left: Leaving<O> = { handle: current, mode, id, taken: false };
      leaving.current = left;
      // Unmounted after React's commit: unmounting a root while React renders warns (and
      // races), and a StrictMode re-run in the meantime takes the widget back.
      queueMicrotask(() => {
        if (left.taken) return;
        if (leaving.current === left) leaving.current = null;
        current.unmount();
      });
    };
  }, [mode, id]);

  useEffect(() => {
    handle.current?.update(modeOptions);
  });

  return <div id={id} className={className} />;
}
