import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';

const run = promisify(execFile);

// Server rendering (Next.js server components, Vite SSR): importing either entry in plain
// Node must not touch window, document, CustomEvent or storage, and the React components
// render their placeholder. A child process, so nothing of the test runner's globals helps.
const SCRIPT = `
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
const widget = await import(${JSON.stringify(fromPackageRoot('dist/stytch-widget.js'))});
const react = await import(${JSON.stringify(fromPackageRoot('dist/react/stytch-widget-react.js'))});
const props = { publicToken: 'public-token-test-00000000-0000-4000-8000-000000000000', config: { products: ['emailMagicLinks'] } };
const html = ['StytchLogin', 'StytchPasswordReset', 'StytchPasskeyRegistration'].map((name) =>
  renderToString(createElement(react[name], props)));
console.log(JSON.stringify({ exports: Object.keys(widget).sort(), html, again: renderToString(createElement(react.StytchLogin, props)) }));
`;

describe('server rendering', () => {
  it('imports both entries in plain Node and renders every component as a stable placeholder', async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      cwd: fromPackageRoot(),
    });
    const result = JSON.parse(stdout) as { exports: string[]; html: string[]; again: string };
    expect(result.exports).toEqual(
      expect.arrayContaining(['mountLogin', 'mountResetPassword', 'mountPasskeyRegistration']),
    );
    expect(result.html).toHaveLength(3);
    for (const html of result.html) expect(html).toMatch(/^<div id="stytch-[\w-]+"><\/div>$/);
    // The same tree renders the same markup, so the browser hydrates it without a mismatch.
    expect(result.again).toBe(result.html[0]);
  });
});
