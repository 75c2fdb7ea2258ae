import { useEffect, useId, useRef } from 'react';
import type { CommonMountOptions, MountHandle, MountOptions } from '../app/types';
import type { MountMode } from '../modes/types';
import { mountWidget } from './mount-widget';

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
  const id = `stytch-${mode.id}-${useId().replace(/[^\w-]/g, '')}`;
  const handle = useRef<MountHandle<O> | null>(null);
  const latest = useRef(modeOptions);
  latest.current = modeOptions;

  useEffect(() => {
    handle.current = mountWidget(mode, { ...latest.current, elementId: `#${id}` } as O);
    return () => {
      handle.current?.unmount();
      handle.current = null;
    };
  }, [mode, id]);

  useEffect(() => {
    handle.current?.update(modeOptions);
  });

  return <div id={id} className={className} />;
}
