import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage } from '../../harness/shared/page-server';
import type { WidgetConfig } from '../../widget/config/schema';
import { Screen } from '../../widget/flow/screens';
import type { Strings } from '../../widget/i18n/en';
import { loginModeInfo } from '../../widget/modes/login/info';
import { passkeyRegistrationModeInfo } from '../../widget/modes/passkeyRegistration/info';
import { resetPasswordModeInfo } from '../../widget/modes/resetPassword/info';
import { type BrowserEnv, startBrowserEnv } from '../support/browser-env';
import { BUILD_DOM_VARIANTS } from '../support/build-variants';
import {
  installSilentWallet,
  PSEUDO_ALL_PRODUCTS,
  PSEUDO_DATA,
  pseudoForm,
  pseudoStrings,
  unmarkedText,
} from '../support/pseudo-locale';
import { reactHostPage } from '../support/react-host';

// Every screen of every mount mode in real Chromium, both builds, light DOM and shadow root,
// with every string replaced by the pseudo-locale: any visible text outside its marks did not
// come from the string tables (it would stay English in every language). The API never answers
// (its requests are held), so each screen shows what it shows before an answer, and the flow
// store the devtools hook hands out moves the widget from screen to screen.

const TOKEN = 'public-token-test-3e7a9c21-5b4d-4f80-9a16-c2d8e0f4b7a3';

/** The screens only the other two mounts show; the login mount is checked on all the others. */
const RESET_SCREENS = [Screen.PasswordResetForm];
const PASSKEY_REGISTRATION_SCREENS = [
  Screen.PasskeyRegistrationStart,
  Screen.PasskeyRegistrationSuccess,
];

/** The mounts (their function and component names), and the screens each is checked on. */
const MOUNTS = {
  login: {
    info: loginModeInfo,
    config: PSEUDO_ALL_PRODUCTS,
    extra: {},
    screens: Object.values(Screen).filter(
      (screen) =>
        !(RESET_SCREENS as string[]).includes(screen) &&
        !(PASSKEY_REGISTRATION_SCREENS as string[]).includes(screen),
    ),
  },
  reset: {
    info: resetPasswordModeInfo,
    config: { products: ['passwords', 'emailMagicLinks'] } as WidgetConfig,
    extra: { passwordResetToken: 'reset-token' },
    screens: RESET_SCREENS,
  },
  passkeys: {
    info: passkeyRegistrationModeInfo,
    config: { products: ['passkeys'] } as WidgetConfig,
    extra: {},
    screens: PASSKEY_REGISTRATION_SCREENS,
  },
} as const;
type MountName = keyof typeof MOUNTS;

let env: BrowserEnv;
let strings: Strings;

beforeAll(async () => {
  strings = await pseudoStrings();
  env = await startBrowserEnv(
    (apiUrl) => {
      const pages: Record<string, string> = {};
      for (const [, prefix, shadow] of BUILD_DOM_VARIANTS) {
        /** A page mounting `mount` with `options`: the snippet's call, or the React component. */
        const page = ({ info }: (typeof MOUNTS)[MountName], options: Record<string, unknown>) =>
          prefix.startsWith('s')
            ? htmlPage(
                'pseudo-locale',
                `<div id="widget"></div><script type="module">
  import { ${info.functionName} } from '/static/stytch-widget.js';
  ${info.functionName}({ elementId: '#widget', ...${JSON.stringify(options)} });
</script>`,
              )
            : reactHostPage(options, info.componentName);
        const shadowConfig = shadow ? { enableShadowDOM: true } : {};
        for (const [name, mount] of Object.entries(MOUNTS)) {
          const config = { ...mount.config, ...shadowConfig };
          pages[`/${prefix}/${name}`] = page(mount, {
            publicToken: TOKEN,
            apiUrl,
            config,
            strings,
            ...mount.extra,
          });
        }
        // The control: one string left out of the table.
        const { 'main.header': _left, ...missing } = strings;
        pages[`/${prefix}/login-missing-header`] = page(MOUNTS.login, {
          publicToken: TOKEN,
          apiUrl,
          config: { products: ['emailMagicLinks'], ...shadowConfig },
          strings: missing,
        });
      }
      return pages;
    },
    { reactHost: {} },
  );
});

afterAll(async () => {
  await env?.close();
});

/** A page whose API calls never settle, whose wallet never answers, with the store hook set. */
async function openMount(path: string): Promise<Page> {
  const page = await env.newPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    // Held: the screens stay on what they show before an answer.
    if (request.url().startsWith(env.api.url)) return;
    void request.continue();
  });
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__stores = [];
    w.__STYTCH_WIDGET_DEVTOOLS__ = {
      mount(store: unknown, options: unknown) {
        (w.__stores as unknown[]).push(store);
        return options;
      },
    };
  });
  await page.evaluateOnNewDocument(installSilentWallet);
  await page.goto(`${env.pages.url}${path}`);
  return page;
}

/** Moves the widget to `screen` with form data every screen can show, and reads what it shows. */
async function showScreen(
  page: Page,
  screen: string,
): Promise<{ shown: boolean; unmarked: string[] }> {
  return page.evaluate(
    async (screen, data, form, source) => {
      type Store = { dispatch(event: Record<string, unknown>): void };
      const w = window as unknown as { __stores: Store[] };
      const deadline = Date.now() + 10_000;
      while (w.__stores.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      const store = w.__stores.at(-1);
      if (!store) return { shown: false, unmarked: ['no mount reached the devtools hook'] };
      store.dispatch({ type: 'setMagicLinkEmail', email: form.email });
      store.dispatch({ type: 'updatePasswordState', passwordState: form.passwordState });
      store.dispatch({ type: 'updateOtpState', otpState: form.otpState });
      store.dispatch({ type: 'updateCryptoState', cryptoState: form.cryptoState });
      store.dispatch({ type: 'transition', screen });
      // The widget's shadow root (the React component attaches it to an element of its own),
      // else the element the page mounts into.
      const shadow = [...document.querySelectorAll('*')].find((el) => el.shadowRoot)?.shadowRoot;
      const root = shadow ?? document.getElementById('widget') ?? document.getElementById('app');
      if (!root) return { shown: false, unmarked: ['no widget host'] };
      while (Date.now() < deadline && !root.querySelector(`[data-screen="${screen}"]`))
        await new Promise((resolve) => setTimeout(resolve, 25));
      // Lazy screens fetch their chunk first (a screen waiting on the wallet keeps its spinner).
      const loaded = Date.now() + 2_000;
      while (Date.now() < loaded && root.querySelector('.stw-loading'))
        await new Promise((resolve) => setTimeout(resolve, 25));
      // Effects that draw after the screen's first render have run by the second frame.
      for (let frame = 0; frame < 2; frame++)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      const unmarkedText = new Function(`return (${source})`)() as (
        root: Element | ShadowRoot,
        data: string[],
      ) => string[];
      return {
        shown: root.querySelector(`[data-screen="${screen}"]`) !== null,
        unmarked: unmarkedText(root, data),
      };
    },
    screen,
    PSEUDO_DATA,
    pseudoForm(Date.now()),
    unmarkedText.toString(),
  );
}

describe('the pseudo-locale in the browser', () => {
  describe.each(BUILD_DOM_VARIANTS)('%s', (_name, prefix) => {
    it('finds text that is not from the tables (a string left out shows in English)', async () => {
      const page = await openMount(`/${prefix}/login-missing-header`);
      expect(await showScreen(page, Screen.Main)).toEqual({
        shown: true,
        unmarked: ['<h1>: "Sign up or log in"'],
      });
    });

    // One page per mount, moved through its screens: a page load per screen would cost ~1 s each.
    it.each(Object.keys(MOUNTS) as MountName[])('%s mount: every screen', async (mount) => {
      const page = await openMount(`/${prefix}/${mount}`);
      const results: Record<string, { shown: boolean; unmarked: string[] }> = {};
      for (const screen of MOUNTS[mount].screens) results[screen] = await showScreen(page, screen);
      const expected = Object.fromEntries(
        MOUNTS[mount].screens.map((screen) => [screen, { shown: true, unmarked: [] }]),
      );
      expect(results).toEqual(expected);
    });
  });
});
