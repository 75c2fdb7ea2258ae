import type { CommonMountOptions, MountHandle, MountOptions } from '../app/types';
import type { MountMode } from '../modes/types';
import { mountWidget } from './mount-widget';

export type MountFunction<O extends CommonMountOptions = MountOptions> = (
  options: O,
) => MountHandle<O>;

const made = new WeakMap<object, MountFunction<never>>();

/**
 * The public mount function of a mode (`mountLogin`, …). Made once per mode, so the ES export
 * and `window.StytchWidget` hold the same function.
 */
export function mountFunction<O extends CommonMountOptions>(mode: MountMode<O>): MountFunction<O> {
  let fn = made.get(mode) as MountFunction<O> | undefined;
  if (!fn) {
    fn = (options) => mountWidget(mode, options);
    made.set(mode, fn as MountFunction<never>);
  }
  return fn;
}
