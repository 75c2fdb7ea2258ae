import { useEffect, useRef } from 'react';
import { useWidgetId } from '../app/context';
import { OTP_CODE_LENGTH } from '../config/constants';
import { useSilentFill } from './useSilentFill';

interface OtpInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once the sixth digit is in, so the code submits itself without a button press. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  error?: string;
}

/** The passcode field: digits only, at most six, one-time-code autofill, focused on arrival. */
export function OtpInput({ label, value, onChange, onComplete, disabled, error }: OtpInputProps) {
  const id = useWidgetId();
  const ref = useRef<HTMLInputElement>(null);
  const { shown } = useSilentFill(ref, value, (filled) =>
    onChange(filled.replace(/\D/g, '').slice(0, OTP_CODE_LENGTH)),
  );
  // Focused on arrival and again after each check; after a wrong code its digits are selected,
  // so the next code typed replaces them.
  useEffect(() => {
    if (disabled) return;
    ref.current?.focus();
    if (error) ref.current?.select();
  }, [disabled, error]);
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
        value={shown}
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
        // No role="alert": the field, focused again, reads its error as its description; an
        // alert too would announce it twice.
        <p id={`${id}-error`} className="stw-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
