import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

interface ButtonProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  type?: 'submit' | 'button';
  /** While true the button is disabled and shows a spinner (spec section 4). */
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
  return (
    <button
      className={`stw-button stw-button--${variant}`}
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}
