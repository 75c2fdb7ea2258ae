import { type Ref, useId } from 'react';

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'email' | 'text' | 'tel' | 'password';
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  inputMode?: 'email' | 'tel' | 'numeric' | 'text';
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it for screen readers and announced when it shows. */
export function TextInput({ label, error, onChange, inputRef, ...input }: TextInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="stw-field">
      <label className="stw-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="stw-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="stw-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
