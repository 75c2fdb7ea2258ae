import type { MountOptions } from '../../../widget/app/types';

/** The id of the element the injected widget mounts in. */
export const INJECTED_ELEMENT_ID = 'stytch-widget-smoke';

/** The global an injected page records its own failures in (no selector match, no bundle). */
export const INJECT_STATUS_GLOBAL = '__stytchWidgetSmokeInject';

export interface ContentScriptOptions {
  /** Only documents of this origin (the customer's page) get the widget, top frame only. */
  origin: string;
  /** The bundle's absolute URL, on the harness's page server. */
  bundleUrl: string;
  /** Where the widget goes; none: a floating container on top of the page. */
  selector?: string;
  /** The bundle's export that mounts the login (`mountLogin`). */
  mountFunction: string;
  mountOptions: MountOptions;
  /** How long to wait for `selector` to appear (pages that render late). */
  waitMs?: number;
}

/**
 * A script for `page.evaluateOnNewDocument`, as a browser extension's content script: once the
 * document is parsed it finds the element (or adds a floating one), adds the widget's element,
 * and imports the bundle from the harness with the page's own CSP in force, then mounts the
 * login with the config. A string, not a function, so no compiler helper leaks into the page.
 */
export function contentScript(options: ContentScriptOptions): string {
  const values = JSON.stringify({
    origin: options.origin,
    bundleUrl: options.bundleUrl,
    selector: options.selector ?? null,
    mountFunction: options.mountFunction,
    mountOptions: options.mountOptions,
    waitMs: options.waitMs ?? 10_000,
    elementId: INJECTED_ELEMENT_ID,
    statusGlobal: INJECT_STATUS_GLOBAL,
  }).replace(/</g, '\\u003c');
  return `(() => {
  const o = ${values};
  if (window !== window.top || location.origin !== o.origin) return;
  const status = (window[o.statusGlobal] = { state: 'waiting' });
  const fail = (state, message) => {
    status.state = state;
    status.message = message;
    console.error('stytch-widget smoke: ' + message);
  };
  const mount = (host) => {
    const element = document.createElement('div');
    element.id = o.elementId;
    host.append(element);
    status.state = 'loading';
    status.message = 'the widget bundle ' + o.bundleUrl + ' is still loading';
    import(o.bundleUrl).then(
      (bundle) => {
        bundle[o.mountFunction](o.mountOptions);
        status.state = 'mounted';
      },
      (error) => fail('bundle-failed', 'the widget bundle ' + o.bundleUrl + ' did not load: ' + error),
    );
  };
  const start = () => {
    if (!o.selector) {
      const floating = document.createElement('div');
      floating.setAttribute('data-stytch-widget-smoke', 'floating');
      floating.style.cssText = 'position:fixed;top:16px;right:16px;z-index:2147483647;width:min(400px,calc(100vw - 32px));max-height:calc(100vh - 32px);overflow:auto;';
      document.body.append(floating);
      return mount(floating);
    }
    const deadline = Date.now() + o.waitMs;
    // What a scenario that fails meanwhile reports: the element is not there (yet).
    status.message = 'no element matches the selector ' + JSON.stringify(o.selector) + ' on ' + location.href + ' (yet)';
    const look = () => {
      let host = null;
      try {
        host = document.querySelector(o.selector);
      } catch (error) {
        return fail('bad-selector', 'the selector ' + JSON.stringify(o.selector) + ' is not valid CSS: ' + error.message);
      }
      if (host) return mount(host);
      if (Date.now() > deadline) {
        return fail('no-element', 'no element matches the selector ' + JSON.stringify(o.selector) + ' on ' + location.href + ' (waited ' + o.waitMs / 1000 + ' s)');
      }
      setTimeout(look, 50);
    };
    look();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();`;
}
