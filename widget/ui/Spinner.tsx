/** A busy indicator; with a label, screen readers hear it too. */
export function Spinner({ label }: { label?: string }) {
  return (
    <>
      <span className="stw-spinner" aria-hidden="true" />
      {label ? <span className="stw-sr-only">{label}</span> : null}
    </>
  );
}
