import { it } from 'vitest';

// Throws while vitest collects the file, before any test is known.
throw new Error('cannot load');

// biome-ignore lint/correctness/noUnreachable: the file must not load.
it('never collected', () => undefined);
