import type { ReactNode } from 'react';
import { LinkedText } from './LinkedText';

interface BannerProps {
  variant: 'error' | 'warning' | 'success';
  children: string | ReactNode;
}

/** The form-level message, in one of three variants: error, warning or success. */
export function Banner({ variant, children }: BannerProps) {
  return (
    <div
      className={`stw-banner stw-banner--${variant}`}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      {typeof children === 'string' ? <LinkedText text={children} /> : children}
    </div>
  );
}
