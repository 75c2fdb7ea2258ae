// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useSilentFill } from './useSilentFill';

let rerenderParent: () => void = () => {};
let setFromParent: (value: string) => void = () => {};
let parentValue = '';
let takeFill: () => void = () => {};

/** A controlled field whose parent re-renders for reasons of its own (bootstrap, a tick). */
function Host({ adopt = true }: { adopt?: boolean }) {
  const [value, setValue] = useState('');
  const [, setTick] = useState(0);
  rerenderParent = () => setTick((n) => n + 1);
  setFromParent = setValue;
  parentValue = value;
  const ref = useRef<HTMLInputElement>(null);
  const { shown, take } = useSilentFill(ref, value, adopt ? setValue : undefined);
  takeFill = take;
  return (
    <input aria-label="Email" ref={ref} value={shown} onChange={(e) => setValue(e.target.value)} />
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });

describe('useSilentFill', () => {
  it('keeps a value set without an input event across a re-render, and takes it into state', () => {
    render(<Host />);
    field().value = 'filled@example.com';
    act(() => rerenderParent());
    expect(field().value).toBe('filled@example.com');
    expect(parentValue).toBe('filled@example.com');
  });

  it('lets the component change the value itself', () => {
    render(<Host />);
    field().value = 'filled@example.com';
    act(() => rerenderParent());
    act(() => setFromParent('reset@example.com'));
    expect(field().value).toBe('reset@example.com');
    expect(parentValue).toBe('reset@example.com');
  });

  it('without onFill the prop wins (read-only fields)', () => {
    render(<Host adopt={false} />);
    field().value = 'written@example.com';
    act(() => rerenderParent());
    expect(field().value).toBe('');
    expect(parentValue).toBe('');
  });

  it('take() hands a fill over without waiting for a re-render', () => {
    render(<Host />);
    field().value = 'touched@example.com';
    act(() => takeFill());
    expect(parentValue).toBe('touched@example.com');
    expect(field().value).toBe('touched@example.com');
  });
});
