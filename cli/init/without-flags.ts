import { Option } from 'commander';
import type { FlagSpec, InitFlags } from './flags';

/** The flags less those that answer a question (so that it is asked instead). */
export function withoutFlags(flags: InitFlags, specs: readonly FlagSpec[]): InitFlags {
  const names = new Set(specs.map((spec) => new Option(spec.flags).attributeName()));
  return Object.fromEntries(
    Object.entries(flags).filter(([name]) => !names.has(name)),
  ) as InitFlags;
}
