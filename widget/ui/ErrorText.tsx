/**
 * An error shown as text where it belongs (under its field, below its form), announced when it
 * appears; nothing when there is no error. The provider's message is text, never HTML.
 */
export function ErrorText({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="stw-field-error" role="alert">
      {message}
    </p>
  );
}
