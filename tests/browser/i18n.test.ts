import type { HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import { BUNDLE_PATH, snippetPage } from '../../harness/shared/snippet-page';
import { byRole, waitForText } from '../../harness/smoke/pages/queries';
import type { ConfigFile } from '../../widget/config/schema';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { reactHostPage } from '../support/react-host';

// The locale option in real Chromium, both builds: French on Main (light and shadow DOM, the
// snippet carrying `locale` from the config file), Arabic right to left with the layout
// mirrored, and an English widget that never downloads a language chunk.

const TOKEN = 'public-token-test-7a1c3e5f-2b4d-4f6a-8c0e-1d3f5a7c9e2b';
const FR_HEADER = 'Inscrivez-vous ou connectez-vous';
const AR_HEADER = 'أنشئ حسابًا أو سجّل الدخول';
// Chunks are named after their file: dist/chunks/fr-<hash>.js, react-host/fr-<hash>.js.
const LOCALE_CHUNK = /\/(es|fr|de|pt-BR|ja|ar)-[\w-]+\.js$/;

let env: BrowserEnv;

beforeAll(async () => {
  env = await startBrowserEnv(
    async (apiUrl) => {
      const config: ConfigFile = {
        publicToken: TOKEN,
        apiUrl,
        products: ['otp'],
        otpOptions: { methods: ['email', 'sms'] },
      };
      const { publicToken: _t, apiUrl: _a, ...widgetConfig } = config;
      return {
        '/en': await snippetPage(config),
        '/fr': await snippetPage({ ...config, locale: 'fr' }),
        '/fr-shadow': await snippetPage({ ...config, locale: 'fr', enableShadowDOM: true }),
        '/react-fr': reactHostPage({
          publicToken: TOKEN,
          apiUrl,
          config: widgetConfig,
          locale: 'fr',
        }),
        '/ar': await snippetPage({ ...config, locale: 'ar' }),
        '/react-ar': reactHostPage({
          publicToken: TOKEN,
          apiUrl,
          config: widgetConfig,
          locale: 'ar',
        }),
        '/fr-override': htmlPage(
          'override',
          `<div id="login"></div><script type="module">
import { mountLogin } from '${BUNDLE_PATH}';
mountLogin({ elementId: '#login', publicToken: ${JSON.stringify(TOKEN)}, apiUrl: ${JSON.stringify(apiUrl)},
  config: ${JSON.stringify(widgetConfig)}, locale: 'fr', strings: { 'main.header': 'Bienvenue chez Acme' } });
</script>`,
        ),
      };
    },
    { reactHost: {} },
  );
});

afterAll(async () => {
  await env?.close();
});

/** Opens a page, recording the scripts it fetches. */
async function open(path: string): Promise<{ page: Page; chunks: string[] }> {
  const page = await env.newPage();
  const chunks: string[] = [];
  page.on('request', (request: HTTPRequest) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) chunks.push(path);
  });
  await page.goto(`${env.pages.url}${path}`);
  return { page, chunks };
}

/** The widget root's dir and lang, shadow root included. */
function rootAttributes(page: Page) {
  return page.evaluate(() => {
    const scopes: ParentNode[] = [document];
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) scopes.push(el.shadowRoot);
    const root = scopes.map((scope) => scope.querySelector('.stw-root')).find(Boolean);
    return { dir: root?.getAttribute('dir'), lang: root?.getAttribute('lang') };
  });
}

describe('French', () => {
  it.each([
    ['the standalone bundle', '/fr'],
    ['the standalone bundle in a shadow root', '/fr-shadow'],
    ['the React component', '/react-fr'],
  ])('renders Main in French in %s', async (_name, path) => {
    const { page, chunks } = await open(path);
    await waitForText(page, FR_HEADER);
    await waitForText(page, 'Texto (SMS)');
    await byRole(page, 'tab', 'E-mail').click();
    await byRole(page, 'button', 'Continuer avec l’e-mail').wait();
    expect(
      chunks
        .filter((chunk) => LOCALE_CHUNK.test(chunk))
        .map((c) => c.split('/').pop()?.split('-')[0]),
    ).toEqual(['fr']);
    expect(await rootAttributes(page)).toMatchObject({ dir: 'ltr', lang: 'fr' });
  });

  it("keeps the host's strings over the language", async () => {
    const { page } = await open('/fr-override');
    await waitForText(page, 'Bienvenue chez Acme');
    await waitForText(page, 'Texto (SMS)');
  });

  it('an English widget downloads no language chunk', async () => {
    const { page, chunks } = await open('/en');
    await waitForText(page, 'Sign up or log in');
    await byRole(page, 'tab', 'Email').click();
    await byRole(page, 'button', 'Continue with email').wait();
    expect(chunks.filter((chunk) => LOCALE_CHUNK.test(chunk))).toEqual([]);
  });
});

/** Boxes of what the mirroring test compares, in page coordinates. */
function layout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | Range | null | undefined) => {
      const r = el?.getBoundingClientRect();
      return r ? { left: r.left, right: r.right, center: r.left + r.width / 2 } : null;
    };
    const container = document.querySelector('.stw-container');
    const tabs = [...document.querySelectorAll('[role=tab]')];
    const back = document.querySelector('.stw-back');
    const svg = back?.querySelector('svg');
    const email = document.querySelector('input[type=email]');
    // The heading's text itself (the h1 box spans the container either way).
    const heading = document.createRange();
    heading.selectNodeContents(document.querySelector('h1') ?? document.body);
    return {
      container: box(container),
      heading: box(heading),
      firstTab: box(tabs[0]),
      secondTab: box(tabs[1]),
      back: box(back),
      backTransform: svg ? getComputedStyle(svg).transform : null,
      emailDirection: email ? getComputedStyle(email).direction : null,
    };
  });
}

describe('Arabic, right to left', () => {
  it.each([
    ['the standalone bundle', '/ar'],
    ['the React component', '/react-ar'],
  ])('sets dir=rtl and mirrors the layout in %s', async (_name, path) => {
    const { page } = await open(path);
    await waitForText(page, AR_HEADER);
    expect(await rootAttributes(page)).toMatchObject({ dir: 'rtl', lang: 'ar' });
    const main = await layout(page);
    const container = main.container;
    if (!container || !main.firstTab || !main.secondTab || !main.heading) {
      throw new Error(`missing parts: ${JSON.stringify(main)}`);
    }
    // Tabs run right to left; the heading starts at the right edge.
    expect(main.firstTab.center).toBeGreaterThan(main.secondTab.center);
    expect(container.right - main.heading.right).toBeLessThan(
      container.left + 48 - container.left + 1,
    );

    await byRole(page, 'tab', 'البريد الإلكتروني').click();
    await page.locator('input[type=email]').wait();
    // Addresses are data written left to right, inside the right-to-left form.
    expect((await layout(page)).emailDirection).toBe('ltr');
    await page.locator('input[type=email]').fill('rtl@example.com');
    await byRole(page, 'button', 'المتابعة بالبريد الإلكتروني').click();
    await waitForText(page, 'أدخل الرمز');
    const otp = await layout(page);
    if (!otp.back || !otp.container) throw new Error(`no back button: ${JSON.stringify(otp)}`);
    // The back button sits on the right, its arrow pointing right (mirrored).
    expect(otp.back.center).toBeGreaterThan(otp.container.center);
    expect(otp.backTransform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });
});
