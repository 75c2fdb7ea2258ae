// Component tests opt into a DOM per file with `// @vitest-environment happy-dom`;
// this file wires testing-library where a DOM exists: its cleanup after each test, and how
// long its waits (findBy…, waitFor) may take.
import { afterEach, beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  // A guard against a screen that never comes, not a speed check: the default 1 s ran out for
  // lazily loaded screens while the two cores also ran the browser suites (load above 10).
  configure({ asyncUtilTimeout: 10_000 });
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
