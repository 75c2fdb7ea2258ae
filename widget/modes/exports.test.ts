// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import * as standalone from '../index';
import * as react from '../react';
import { mountModes } from '.';
import { mountModeInfos } from './infos';

describe('every mount mode is public under the names it declares', () => {
  it.each(mountModes.map((mode) => [mode.id, mode] as const))('%s', (_id, mode) => {
    const exported = (standalone as Record<string, unknown>)[mode.functionName];
    expect(typeof exported).toBe('function');
    // The same function on window.StytchWidget as the ES export.
    expect((window.StytchWidget as unknown as Record<string, unknown>)[mode.functionName]).toBe(
      exported,
    );
    const component = (react as Record<string, unknown>)[mode.componentName] as {
      name?: string;
    };
    expect(typeof component).toBe('function');
    expect(component.name).toBe(mode.componentName);
  });

  it('the UI-free list describes the same modes', () => {
    expect(mountModeInfos.map((info) => info.id)).toEqual(mountModes.map((mode) => mode.id));
  });
});
