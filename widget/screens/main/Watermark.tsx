/** The powered-by watermark, shown only when bootstrap says so (spec: a logo link, 150px wide). */
export function Watermark({ label }: { label: string }) {
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
