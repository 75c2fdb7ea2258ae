import type { ReactNode } from 'react';

/**
 * A field's value as the page has it at submit. Some password managers set `.value` without
 * an input event, so the component's state never heard of it; submit handlers read this.
 */
export type FieldValue = (name: string) => string | undefined;

/** A form that validates itself (no browser bubbles) and never reloads the page. */
export function Form({
  onSubmit,
  children,
}: {
  onSubmit: (field: FieldValue) => void;
  children: ReactNode;
}) {
  return (
    <form
      className="stw-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const { elements } = event.currentTarget;
        onSubmit((name) => (elements.namedItem(name) as HTMLInputElement | null)?.value);
      }}
    >
      {children}
    </form>
  );
}
