import { useEffect, useId, useRef } from 'react';
import { OTP_CODE_LENGTH } from '../config/constants';

interface OtpInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once the sixth digit is in (spec: submits automatically). */
  onComplete: (code: string) => void;
  disabled?: boolean;
  error?: string;
}

/** The passcode field: digits only, at most six, one-time-code autofill, focused on arrival. */
export function OtpInput({ label, value, onChange, onComplete, disabled, error }: OtpInputProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!disabled) ref.current?.focus();
  }, [disabled]);
  return (
    <div className="stw-field stw-otp">
      <label className="stw-label stw-sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="stw-input"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_CODE_LENGTH}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_CODE_LENGTH);
          if (event.target.value !== digits) event.target.value = digits;
          onChange(digits);
          if (digits.length === OTP_CODE_LENGTH && digits !== value) onComplete(digits);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="stw-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
