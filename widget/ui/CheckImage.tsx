export function CheckImage({ label }: { label: string }) {
  return (
    <svg className="stw-check" viewBox="0 0 64 64" role="img" aria-label={label}>
      <circle cx="32" cy="32" r="30" fill="currentColor" />
      <path
        d="M18 33l9 9 19-20"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
