import { useWidget } from '../../app/context';

/**
 * The powered-by watermark (a logo link, 150px wide), shown only when bootstrap says so: the
 * project's plan decides it, not the host.
 * Loaded lazily by Main: bootstrap data arrives after the first render anyway, and most
 * projects never show it.
 */
export function Watermark() {
  const label = useWidget().t('main.poweredBy');
  return (
    <div className="stw-watermark">
      <a href="https://stytch.com" target="_blank" rel="noopener noreferrer">
        <span className="stw-sr-only">{label}</span>
        <svg viewBox="0 0 150 20" role="img" aria-hidden="true" focusable="false">
          <text x="75" y="15" textAnchor="middle" fontSize="12" fill="currentColor">
            {label}
          </text>
        </svg>
      </a>
    </div>
  );
}
