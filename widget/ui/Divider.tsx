/** The 'or' between sign-in blocks; the lines are drawn by CSS, the word is read aloud. */
export function Divider({ label }: { label: string }) {
  return (
    <div className="stw-divider">
      <span>{label}</span>
    </div>
  );
}
