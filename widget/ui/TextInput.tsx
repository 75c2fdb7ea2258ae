import { useRef } from 'react';
import { useWidgetId } from '../app/context';
import { ErrorText } from './ErrorText';
import { useSilentFill } from './useSilentFill';

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type: 'email' | 'text';
  name: string;
  autoComplete?: string;
  placeholder?: string;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  inputMode?: 'email' | 'text';
}

/** A labelled input whose error is tied to it for screen readers and announced when it shows. */
export function TextInput({ label, error, onChange, value, ...input }: TextInputProps) {
  const id = useWidgetId();
  const errorId = `${id}-error`;
  const ref = useRef<HTMLInputElement>(null);
  // A read-only field shows what the widget knows, whatever was written into it.
  const { shown } = useSilentFill(ref, value, input.readOnly ? undefined : onChange);
  return (
    <div className="stw-field">
      <label className="stw-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        value={shown}
        id={id}
        className="stw-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
