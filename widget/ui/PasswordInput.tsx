import { useRef, useState } from 'react';
import { useWidgetId } from '../app/context';
import { ErrorText } from './ErrorText';
import { useSilentFill } from './useSilentFill';

interface PasswordInputProps {
  label: string;
  /** Names of the show/hide button in its two states. */
  showLabel: string;
  hideLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** `new-password` where one is chosen, `current-password` to log in (password managers). */
  autoComplete: 'new-password' | 'current-password';
  error?: string;
  /** Id of text that describes the field (the strength feedback). */
  describedBy?: string;
  disabled?: boolean;
}

/**
 * A required password field with a show/hide button. The field's error sits under it, tied
 * to it for screen readers and announced when it shows.
 */
export function PasswordInput({
  label,
  showLabel,
  hideLabel,
  value,
  onChange,
  autoComplete,
  error,
  describedBy,
  disabled,
}: PasswordInputProps) {
  const id = useWidgetId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  // A chosen password drives the strength check (and with it Continue), so a password
  // manager's silent fill is taken in as soon as the person touches the field too: focus, a
  // key (Enter), or leaving it.
  const { shown, take } = useSilentFill(ref, value, onChange);
  const described = [error ? errorId : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div className="stw-field">
      <label className="stw-label" htmlFor={id}>
        {label}
      </label>
      <div className="stw-password">
        <input
          ref={ref}
          id={id}
          className="stw-input"
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={disabled}
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value)}
          onFocus={take}
          onKeyDown={take}
          onBlur={take}
        />
        <button
          type="button"
          className="stw-password-toggle"
          aria-controls={id}
          aria-label={visible ? hideLabel : showLabel}
          onClick={() => setVisible(!visible)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
            />
            {visible ? null : (
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 3l18 18" />
            )}
          </svg>
        </button>
      </div>
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
