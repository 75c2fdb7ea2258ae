import type { MountHandle, MountOptions } from '../app/types';
import type { MountMode } from '../modes/types';
import { mountWidget } from './mount-widget';

export type MountFunction = (options: MountOptions) => MountHandle;

const made = new WeakMap<MountMode, MountFunction>();

/**
 * The public mount function of a mode (`mountLogin`, …). Made once per mode, so the ES export
 * and `window.StytchWidget` hold the same function.
 */
export function mountFunction(mode: MountMode): MountFunction {
  let fn = made.get(mode);
  if (!fn) {
    fn = (options) => mountWidget(mode, options);
    made.set(mode, fn);
  }
  return fn;
}
