// Component tests opt into a DOM per file with `// @vitest-environment happy-dom`;
// this file only wires testing-library's cleanup where a DOM exists.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
