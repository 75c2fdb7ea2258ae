import { useEffect, useId, useRef } from 'react';
import type { MountHandle, MountOptions } from './app/types';
import { mountWidget } from './mount/mount-widget';

export type { MountHandle, MountOptions, WidgetCallbacks, WidgetEvent } from './app/types';
export { WidgetError } from './client/errors';
export type { StylesConfig, WidgetConfig } from './config/schema';
export { authenticateFromUrl } from './redirect/authenticate-from-url';

export type StytchLoginProps = Omit<MountOptions, 'elementId'> & { className?: string };

/**
 * The login widget as a React component for React hosts (real React, the host's copy).
 * Takes the same options as mountLogin; changes to them update the mounted widget.
 */
export function StytchLogin({ className, ...options }: StytchLoginProps) {
  const id = `stytch-login-${useId().replace(/[^\w-]/g, '')}`;
  const handle = useRef<MountHandle | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    handle.current = mountWidget({ ...latest.current, elementId: `#${id}` });
    return () => {
      handle.current?.unmount();
      handle.current = null;
    };
  }, [id]);

  useEffect(() => {
    handle.current?.update(options);
  });

  return <div id={id} className={className} />;
}
