import { useEffect, useState } from 'react';
import type { OAuthProvider } from '../../config/constants';
import { ICON_LOADERS, type IconShape } from './icons';

const loaded = new Map<OAuthProvider, readonly IconShape[]>();

/**
 * A provider's mark, decorative: the button's text names the provider. Its shapes arrive with
 * the mark's own chunk; until then the box is drawn empty at its size, so nothing moves, and a
 * mark that fails to load stays empty (the button works without it).
 */
export function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  const [shapes, setShapes] = useState(() => loaded.get(provider) ?? null);
  useEffect(() => {
    if (shapes) return;
    let live = true;
    ICON_LOADERS[provider]().then(
      ({ icon }) => {
        loaded.set(provider, icon);
        if (live) setShapes(icon);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [provider, shapes]);
  return (
    <svg
      className="stw-oauth-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {shapes?.map((shape) => (
        <path
          key={shape.d}
          d={shape.d}
          fill={shape.fill}
          stroke={shape.stroke}
          strokeWidth={shape.stroke ? 2 : undefined}
          strokeLinecap={shape.stroke ? 'round' : undefined}
          strokeLinejoin={shape.stroke ? 'round' : undefined}
        />
      ))}
    </svg>
  );
}
