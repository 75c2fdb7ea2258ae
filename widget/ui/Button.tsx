import { type ReactNode, useEffect, useRef } from 'react';
import { Spinner } from './Spinner';

interface ButtonProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  type?: 'submit' | 'button';
  /** While true the button is disabled and shows a spinner, so a slow call cannot be sent twice. */
  busy?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}

export function Button({
  children,
  variant = 'primary',
  type = 'submit',
  busy,
  disabled,
  onClick,
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // Disabled while busy, a focused button loses focus to the page; pressed from the keyboard,
  // it gets it back when the work fails and the screen stays, so the user is not sent back to
  // the page's start (in a shadow root too: there the document's active element is the host).
  const pressedWithFocus = useRef(false);
  useEffect(() => {
    if (busy) return;
    if (pressedWithFocus.current && document.activeElement === document.body) ref.current?.focus();
    pressedWithFocus.current = false;
  }, [busy]);
  return (
    <button
      ref={ref}
      className={`stw-button stw-button--${variant}`}
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      onClick={(event) => {
        pressedWithFocus.current = event.currentTarget.matches(':focus');
        onClick?.();
      }}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
