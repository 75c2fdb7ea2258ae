import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSnippet } from '../../harness/shared/render-snippet';
import { type RunningTestApi, startTestApi } from '../../harness/test-api';
import { validateConfigFile } from '../../widget/config/validate';
import { runCli, TOKEN, tempDir } from './run-cli';

// `stytch-widget doctor`, the real binary, against servers this test starts on 127.0.0.1: a
// test API, and an app serving the bundle and pages with and without a CSP. Nothing online.

let api: RunningTestApi;
let app: Server;
let appUrl: string;
let cdn: Server;
let cdnUrl: string;

/** The app's pages: `/csp/<name>` answers with the CSP of that name. */
const POLICIES: Record<string, string> = {};
/** Pages with a body of their own: `/page/<name>` (the CSP header and the body's markup). */
const PAGES: Record<string, { policy: string; body: string }> = {};

beforeAll(async () => {
  api = await startTestApi({ port: 0, db: ':memory:' });
  const handler: Parameters<typeof createServer>[1] = (req, res) => {
    const path = req.url ?? '/';
    if (path === '/widget/stytch-widget.js') {
      res
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end('export const mountLogin = () => {};');
      return;
    }
    if (path === '/widget/embed.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end("// the snippets' loader");
      return;
    }
    if (path === '/widget/wrong-type.js') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>nope</p>');
      return;
    }
    const own = PAGES[/^\/page\/(\w+)$/.exec(path)?.[1] ?? ''];
    if (own) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': own.policy,
      });
      res.end(
        `<!doctype html><html><head><title>Shop</title></head><body>${own.body}</body></html>`,
      );
      return;
    }
    const csp = /^\/csp\/(\w+)$/.exec(path)?.[1];
    if (path === '/plain' || csp) {
      const policy = csp ? POLICIES[csp] : undefined;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(policy && !csp?.startsWith('meta') ? { 'content-security-policy': policy } : {}),
      });
      const meta =
        policy && csp?.startsWith('meta')
          ? `<meta http-equiv="Content-Security-Policy" content="${policy}">`
          : '';
      res.end(
        `<!doctype html><html><head>${meta}</head><body><div id="stytch-login"></div></body></html>`,
      );
      return;
    }
    res.writeHead(404).end('not found');
  };
  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  app = createServer(handler);
  cdn = createServer(handler);
  appUrl = await listen(app);
  cdnUrl = await listen(cdn);
  const api4 = api.url;
  POLICIES.good = `default-src 'self'; script-src 'self' ${cdnUrl}; connect-src 'self' ${api4}; style-src 'self'; require-trusted-types-for 'script'`;
  POLICIES.strict = `default-src 'self'; script-src 'self' https://cdn.example; connect-src 'self'`;
  POLICIES.metaDefault = `default-src 'self' ${cdnUrl} ${api4}`;
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => app?.close(resolve));
  await new Promise((resolve) => cdn?.close(resolve));
});

/** A project folder: the config and an HTML snippet importing the bundle from `bundleUrl`. */
async function project(config: Record<string, unknown>, bundleUrl?: string): Promise<string> {
  const dir = await tempDir('stytch-widget-doctor-');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'stytch-widget.config.json'), JSON.stringify(config));
  if (bundleUrl) {
    // The snippet as `snippet` writes it for this config, so the page matches the config.
    const valid = validateConfigFile(config);
    const html = valid.ok
      ? await renderSnippet('html', valid.value, { bundleUrl })
      : `<div id="stytch-login"></div>\n<script type="module">\n  import { mountLogin } from '${bundleUrl}';\n  mountLogin({});\n</script>\n`;
    await writeFile(join(dir, 'stytch-login.html'), html);
  }
  return dir;
}

const goodConfig = () => ({
  publicToken: TOKEN,
  apiUrl: api.url,
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:3000/authenticate' },
});
// The bundle comes from a second server (another port: another origin than the pages).
const bundleOrigin = () => cdnUrl;
const bundle = () => `${bundleOrigin()}/widget/stytch-widget.js`;

interface JsonResult {
  file: string;
  ok: boolean;
  findings: { check: string; level: string; message: string; fix?: string }[];
}

async function doctorJson(dir: string, ...args: string[]) {
  const run = await runCli(['doctor', '--json', ...args], { cwd: dir });
  return { code: run.code, result: JSON.parse(run.stdout) as JsonResult };
}

const errors = (result: JsonResult) => result.findings.filter((f) => f.level === 'error');

describe('stytch-widget doctor', () => {
  it('passes a good project: valid config, test token on the test API, allowed redirects, bundle reachable, CSP letting it through', async () => {
    const dir = await project(goodConfig(), bundle());
    const run = await runCli(['doctor', '--url', `${appUrl}/csp/good`], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✔ config:');
    expect(run.stdout).toContain(`✔ environment: test public token → ${api.url} (a test API)`);
    expect(run.stdout).toContain('✔ redirects: the test API allows every redirect URL');
    expect(run.stdout).toContain(
      `✔ bundle: the bundle ${bundle()} (stytch-login.html) is reachable`,
    );
    expect(run.stdout).toContain("✔ csp: the policy lets the widget's bundle through");
    expect(run.stdout).toContain("✔ csp: the policy lets the widget's API calls through");
    expect(run.stdout).toContain('i csp: style-src needs nothing');
    expect(run.stdout).toContain('i csp: require-trusted-types-for is fine');
    expect(run.stdout).not.toContain('✖');
    expect(run.stdout.trim().split('\n').at(-1)).toBe('no errors');
  });

  it('--json: file, ok and findings of check, level, message and fix', async () => {
    const dir = await project(goodConfig(), bundle());
    const { code, result } = await doctorJson(dir);
    expect(code).toBe(0);
    expect(result).toMatchObject({ file: join(dir, 'stytch-widget.config.json'), ok: true });
    for (const finding of result.findings) {
      expect(Object.keys(finding).sort()).toEqual(
        finding.fix ? ['check', 'fix', 'level', 'message'] : ['check', 'level', 'message'],
      );
      expect(['config', 'environment', 'redirects', 'bundle', 'pages', 'csp']).toContain(
        finding.check,
      );
      expect(['error', 'warning', 'info', 'ok']).toContain(finding.level);
    }
    expect(result.findings.map((f) => f.check)).toEqual([
      'config',
      'environment',
      'redirects',
      'bundle',
      'pages',
    ]);
  });

  it('config problems: the same lines as validate, each with its fix, exit 1', async () => {
    const dir = await project({
      publicToken: TOKEN,
      products: ['otp'],
      otpOptions: { methods: ['fax'] },
    });
    const validate = await runCli(['validate'], { cwd: dir });
    const run = await runCli(['doctor'], { cwd: dir });
    expect(run.code).toBe(1);
    const problems = validate.stderr.trim().split('\n');
    expect(problems.length).toBeGreaterThan(0);
    for (const line of problems) expect(run.stdout).toContain(`✖ config: ${line}`);
    expect(run.stdout).toContain('fix: Fix it in');
  });

  it('a token of no Stytch environment: validate and doctor both refuse it, in the same words', async () => {
    const dir = await project({ ...goodConfig(), publicToken: 'public-token-prod-abc' });
    const validate = await runCli(['validate'], { cwd: dir });
    const run = await runCli(['doctor'], { cwd: dir });
    expect([validate.code, run.code]).toEqual([1, 1]);
    const line = 'publicToken: Expected "public-token-...", got public-token-prod-abc.';
    expect(validate.stderr).toContain(line);
    expect(run.stdout).toContain(`✖ config: ${line}`);
  });

  it('an unreadable config is a usage error (exit 2)', async () => {
    const dir = await tempDir('stytch-widget-doctor-');
    await writeFile(join(dir, 'stytch-widget.config.json'), '{ not json');
    expect((await runCli(['doctor'], { cwd: dir })).code).toBe(2);
  });

  it('a live token against the test API, and a test token against production', async () => {
    const live = await doctorJson(
      await project({ ...goodConfig(), publicToken: 'public-token-live-3f1e9c2a-cli' }),
    );
    expect(live.code).toBe(1);
    expect(errors(live.result)).toContainEqual(
      expect.objectContaining({
        check: 'environment',
        message: expect.stringContaining(
          'live public token (public-token-live-…) against the test API',
        ),
        fix: expect.stringContaining('public-token-test-'),
      }),
    );
    const prod = await doctorJson(
      await project({ ...goodConfig(), apiUrl: 'https://api.stytch.com' }),
    );
    expect(prod.code).toBe(1);
    expect(errors(prod.result)).toContainEqual(
      expect.objectContaining({
        check: 'environment',
        message: expect.stringContaining(
          "test public token (public-token-test-…) against Stytch's production API",
        ),
        fix: expect.stringContaining('Remove apiUrl'),
      }),
    );
  });

  it('a redirect URL the test API does not allow, with the settings change that allows it', async () => {
    const config = {
      ...goodConfig(),
      emailMagicLinksOptions: { loginRedirectURL: 'https://app.example/authenticate' },
    };
    const run = await runCli(['doctor'], { cwd: await project(config, bundle()) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '✖ redirects: the test API does not allow the redirect URL https://app.example/authenticate',
    );
    expect(run.stdout).toContain(`curl -X PUT ${api.url}/__emulator/projects/${TOKEN}/settings`);
    expect(run.stdout).toContain('"allowedRedirectUrls"');
  });

  it("without a test API: the redirect URLs to add in Stytch's dashboard (not an error)", async () => {
    const { apiUrl: _, ...config } = goodConfig();
    const { code, result } = await doctorJson(await project(config, bundle()));
    expect(code).toBe(0);
    expect(result.findings).toContainEqual(
      expect.objectContaining({
        check: 'redirects',
        level: 'info',
        message: expect.stringContaining('http://localhost:3000/authenticate'),
        fix: expect.stringContaining("Stytch's dashboard"),
      }),
    );
  });

  it('a bundle URL that answers 404, the wrong content type, or nothing', async () => {
    const closed = `http://127.0.0.1:1/stytch-widget.js`;
    const { code, result } = await doctorJson(
      await project(goodConfig(), `${appUrl}/widget/missing.js`),
      '--bundle-url',
      `${appUrl}/widget/wrong-type.js`,
      '--bundle-url',
      closed,
    );
    expect(code).toBe(1);
    const messages = errors(result).map((f) => `${f.message} | ${f.fix}`);
    expect(messages).toEqual([
      expect.stringMatching(
        /wrong-type\.js \(--bundle-url\) is served as "text\/html".*Content-Type: text\/javascript/,
      ),
      expect.stringMatching(
        /127\.0\.0\.1:1\/stytch-widget\.js \(--bundle-url\) is unreachable.*npx stytch-widget snippet --bundle-url/,
      ),
      expect.stringMatching(
        /missing\.js \(stytch-login\.html\) answers HTTP 404.*Serve dist\/stytch-widget\.js/,
      ),
    ]);
  });

  it('--url with a strict CSP: names script-src for the bundle origin and connect-src for the API', async () => {
    const run = await runCli(['doctor', '--url', `${appUrl}/csp/strict`], {
      cwd: await project(goodConfig(), bundle()),
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `✖ csp: script-src in the Content-Security-Policy header of ${appUrl} blocks the widget's bundle (${bundle()})`,
    );
    expect(run.stdout).toContain(
      `fix: Add ${bundleOrigin()} to script-src in the Content-Security-Policy header.`,
    );
    expect(run.stdout).toContain(
      `✖ csp: connect-src in the Content-Security-Policy header of ${appUrl} blocks the widget's API calls`,
    );
    expect(run.stdout).toContain(
      `fix: Add ${api.url} to connect-src in the Content-Security-Policy header.`,
    );
  });

  it('--url with One Tap: a <meta> policy without Google is named per directive', async () => {
    const { emailMagicLinksOptions: _, ...base } = goodConfig();
    const config = {
      ...base,
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'google', one_tap: true }],
        loginRedirectURL: 'http://localhost:3000/authenticate',
        signupRedirectURL: 'http://localhost:3000/authenticate',
      },
    };
    const { code, result } = await doctorJson(
      await project(config, bundle()),
      '--url',
      `${appUrl}/csp/metaDefault`,
    );
    expect(code).toBe(1);
    const fixes = errors(result).map((f) => f.fix);
    const where = 'in the <meta http-equiv="Content-Security-Policy"> tag.';
    expect(fixes).toContain(
      `Add https://accounts.google.com/gsi/ to script-src (now default-src decides) ${where}`,
    );
    expect(fixes).toContain(
      `Add https://accounts.google.com/gsi/ to frame-src (now default-src decides) ${where}`,
    );
    expect(fixes).toContain(
      `Add https://accounts.google.com/gsi/ to connect-src (now default-src decides) ${where}`,
    );
    // The bundle and the API are in default-src: only Google's are missing.
    expect(errors(result).every((f) => f.message.includes('One Tap'))).toBe(true);
  });

  it('a theme below WCAG AA is a warning with the colours, the ratio and a colour that passes', async () => {
    const { code, result } = await doctorJson(
      await project({ ...goodConfig(), styles: { colors: { secondary: '#8AB4F8' } } }),
    );
    expect(code).toBe(0);
    expect(result.findings.filter((f) => f.check === 'contrast')).toEqual([
      {
        check: 'contrast',
        level: 'warning',
        message:
          'styles.colors.secondary #8AB4F8 on the default #FFFFFF: 2.11:1, below WCAG AA (4.5:1) for text',
        fix: expect.stringMatching(/^Set styles\.colors\.secondary to #[0-9a-f]{6} \(4\.\d\d:1\)/),
      },
    ]);
  });

  it('--url on a page without a CSP: nothing blocks the widget', async () => {
    const { code, result } = await doctorJson(
      await project(goodConfig(), bundle()),
      '--url',
      `${appUrl}/plain`,
    );
    expect(code).toBe(0);
    expect(result.findings).toContainEqual({
      check: 'csp',
      level: 'ok',
      message: expect.stringContaining('sends no Content-Security-Policy'),
    });
    // Its HTML has an empty element and no snippet: said, as something doctor could not read.
    expect(result.findings.at(-1)).toMatchObject({
      check: 'pages',
      level: 'info',
      message: `${appUrl}/plain has no stytch-widget snippet in its HTML as served (a page that mounts the widget from its own bundled JavaScript, like the React component, is not read here)`,
    });
  });

  describe("--url reads the page's own snippet under its policy", () => {
    const selfOnly = () => `default-src 'self'; connect-src 'self' ${api.url}`;
    /** The snippet `snippet` writes for the good config, its bundle on the page's own origin. */
    const written = async (config = goodConfig()) => {
      const valid = validateConfigFile(config);
      if (!valid.ok) throw new Error('the test config is not valid');
      return renderSnippet('html', valid.value, { bundleUrl: '/widget/stytch-widget.js' });
    };
    /** The old inline snippet: the same options in a module script that imports the bundle. */
    const inline = (nonce?: string) =>
      `<div id="stytch-login"></div><script type="module"${nonce ? ` nonce="${nonce}"` : ''}>
  import { mountLogin } from '/widget/stytch-widget.js';
  mountLogin({ elementId: '#stytch-login', publicToken: '${TOKEN}', apiUrl: '${api.url}', config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:3000/authenticate' } } });
</script>`;

    it("the snippet init writes passes under default-src 'self': its loader and bundle are checked, nothing is blocked", async () => {
      PAGES.written = { policy: selfOnly(), body: await written() };
      const { code, result } = await doctorJson(
        await project(goodConfig()),
        '--url',
        `${appUrl}/page/written`,
      );
      expect(errors(result)).toEqual([]);
      expect(code).toBe(0);
      expect(result.findings).toContainEqual({
        check: 'csp',
        level: 'ok',
        message: `the policy lets the snippet's loader through (${appUrl})`,
      });
      expect(result.findings).toContainEqual({
        check: 'csp',
        level: 'ok',
        message: `the policy lets the widget's bundle through (${appUrl})`,
      });
      expect(result.findings).toContainEqual({
        check: 'pages',
        level: 'ok',
        message: `the snippet on ${appUrl}/page/written matches the config`,
      });
    });

    it('an inline snippet under the same policy is named as blocked, with the fix', async () => {
      PAGES.inline = { policy: selfOnly(), body: inline() };
      const { code, result } = await doctorJson(
        await project(goodConfig()),
        '--url',
        `${appUrl}/page/inline`,
      );
      expect(code).toBe(1);
      expect(errors(result).map((f) => `${f.message} | ${f.fix}`)).toEqual([
        `default-src in the Content-Security-Policy header of ${appUrl} blocks the inline script that mounts the widget: the widget would not show | Write the snippet again with npx stytch-widget snippet (it has no inline script: a JSON data block and embed.js beside the bundle), or give the script a nonce the policy names ('nonce-…').`,
      ]);
    });

    it("an inline snippet is fine with its nonce, or with 'unsafe-inline' alone (not beside a nonce)", async () => {
      PAGES.nonce = { policy: `script-src 'self' 'nonce-r4nd0m'`, body: inline('r4nd0m') };
      PAGES.unsafe = { policy: `script-src 'self' 'unsafe-inline'`, body: inline() };
      PAGES.both = { policy: `script-src 'self' 'unsafe-inline' 'nonce-other'`, body: inline() };
      const dir = await project(goodConfig());
      for (const [name, blocked] of [
        ['nonce', false],
        ['unsafe', false],
        ['both', true],
      ] as const) {
        const { result } = await doctorJson(dir, '--url', `${appUrl}/page/${name}`);
        const inlineErrors = errors(result).filter((f) => f.message.includes('inline script'));
        expect(inlineErrors.length, name).toBe(blocked ? 1 : 0);
      }
    });

    it('a snippet on the page that differs from the config names the keys', async () => {
      const stale = (await written()).replace(
        '"loginRedirectURL": "http://localhost:3000/authenticate"',
        '"loginRedirectURL": "http://localhost:3000/old"',
      );
      PAGES.stale = { policy: selfOnly(), body: stale };
      const { code, result } = await doctorJson(
        await project(goodConfig()),
        '--url',
        `${appUrl}/page/stale`,
      );
      expect(code).toBe(1);
      expect(errors(result)).toEqual([
        {
          check: 'pages',
          level: 'error',
          message: `the snippet on ${appUrl}/page/stale does not match the config: emailMagicLinksOptions.loginRedirectURL (page "http://localhost:3000/old", config "http://localhost:3000/authenticate")`,
          fix: 'Write the snippet again from the config: npx stytch-widget snippet, and paste it into the page.',
        },
      ]);
    });
  });

  it('--url on a page that answers 404: an error naming the status, not a CSP verdict', async () => {
    const { code, result } = await doctorJson(
      await project(goodConfig(), bundle()),
      '--url',
      `${appUrl}/no-such-page`,
    );
    expect(code).toBe(1);
    const csp = result.findings.filter((f) => f.check === 'csp');
    expect(csp).toEqual([
      {
        check: 'csp',
        level: 'error',
        message: `the page ${appUrl}/no-such-page answered HTTP 404 Not Found, not the page with the widget`,
        fix: 'Pass the address of the page that shows the widget (check the path), with your app running.',
      },
    ]);
  });

  it('a test API that does not answer: a warning naming how to start it (redirects unchecked)', async () => {
    // A port that was free a moment ago: nothing answers there (fetch refuses port 1 outright).
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closed = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    const config = { ...goodConfig(), apiUrl: closed };
    const { code, result } = await doctorJson(await project(config, bundle()));
    expect(code).toBe(0);
    expect(result.findings).toContainEqual({
      check: 'redirects',
      level: 'warning',
      message: `could not ask the test API at ${closed} which redirect URLs it allows (ECONNREFUSED)`,
      fix: 'Start it (npx stytch-widget test-api, or dev) and run doctor again; 1 redirect URL(s) were not checked.',
    });
  });
});
