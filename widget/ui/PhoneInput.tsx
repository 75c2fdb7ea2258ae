import { useRef } from 'react';
import { useWidgetId } from '../app/context';
import { ErrorText } from './ErrorText';
import { useSilentFill } from './useSilentFill';

export interface PhoneCountryOption {
  code: string;
  /** The list's full form, e.g. '+1 United States'. */
  label: string;
  /** What the collapsed selector shows at the widget's width, e.g. 'US +1'. */
  short: string;
}

export interface PhoneEditResult {
  value: string;
  caret: number;
}

interface PhoneInputProps {
  countryLabel: string;
  phoneLabel: string;
  placeholder: string;
  countries: PhoneCountryOption[];
  country: string;
  onCountryChange: (country: string) => void;
  value: string;
  onChange: (value: string) => void;
  /** Turns the field's raw text into the formatted value and where the caret belongs. */
  reformat: (previous: string, typed: string, caret: number) => PhoneEditResult;
  error?: string;
}

/**
 * A country selector and a phone field formatted as the user types. The caret stays beside
 * the digit being edited even when formatting characters come and go.
 */
export function PhoneInput({
  countryLabel,
  phoneLabel,
  placeholder,
  countries,
  country,
  onCountryChange,
  value,
  onChange,
  reformat,
  error,
}: PhoneInputProps) {
  const id = useWidgetId();
  const errorId = `${id}-error`;
  const ref = useRef<HTMLInputElement>(null);
  const { shown } = useSilentFill(ref, value, (filled) =>
    onChange(reformat(value, filled, filled.length).value),
  );
  return (
    <div className="stw-field">
      <label className="stw-label" htmlFor={`${id}-phone`}>
        {phoneLabel}
      </label>
      <div className="stw-phone">
        {/* A native select (its list, keyboard and screen-reader behaviour) drawn transparent
            over a short face: a select cannot show other text collapsed than in its list. */}
        <div className="stw-phone-country">
          <span className="stw-input stw-phone-face" aria-hidden="true">
            {countries.find((option) => option.code === country)?.short ?? country}
            <svg width="10" height="6" viewBox="0 0 10 6" aria-hidden="true">
              <path d="M0 0l5 6 5-6z" fill="currentColor" />
            </svg>
          </span>
          <select
            className="stw-select"
            aria-label={countryLabel}
            name="country"
            autoComplete="tel-country-code"
            value={country}
            onChange={(event) => onCountryChange(event.target.value)}
          >
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <input
          ref={ref}
          id={`${id}-phone`}
          className="stw-input"
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={placeholder}
          required
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const field = event.target;
            const typed = field.value;
            const edit = reformat(value, typed, field.selectionStart ?? typed.length);
            // Written straight away (as OtpInput does) so the caret can be placed in this event.
            if (field.value !== edit.value) field.value = edit.value;
            const root = field.getRootNode() as Document | ShadowRoot;
            if (root.activeElement === field) field.setSelectionRange(edit.caret, edit.caret);
            onChange(edit.value);
          }}
        />
      </div>
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
