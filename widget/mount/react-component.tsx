import { useEffect, useId, useRef } from 'react';
import type { MountHandle, MountOptions } from '../app/types';
import type { MountMode } from '../modes/types';
import { mountWidget } from './mount-widget';

export type MountComponentProps = Omit<MountOptions, 'elementId'> & { className?: string };

/**
 * Any mount mode inside a React host (real React, the host's copy): each mode's public
 * component renders this with its declaration. Takes the same options as the mode's mount
 * function; changes to them update the mounted widget.
 */
export function ModeMount({
  mode,
  className,
  ...options
}: MountComponentProps & { mode: MountMode }) {
  const id = `stytch-${mode.id}-${useId().replace(/[^\w-]/g, '')}`;
  const handle = useRef<MountHandle | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    handle.current = mountWidget(mode, { ...latest.current, elementId: `#${id}` });
    return () => {
      handle.current?.unmount();
      handle.current = null;
    };
  }, [mode, id]);

  useEffect(() => {
    handle.current?.update(options);
  });

  return <div id={id} className={className} />;
}
