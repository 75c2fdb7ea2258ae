// The dev page of `stytch-widget dev` (npm start): the widget on the left, mounted with the
// options the dev server derives from the config, and on the right the inspector (the same one
// as the extension's side panel): screens, events, calls, session, and the test API's outbox,
// so a person can log in by hand with the codes and links it "sent".
import type { MountFunction } from '../../../widget/index';
import { startInPageInspector } from '../../inspector/in-page';
import '../../inspector/inspector.css';
import { DEV_CONFIG_PATH, type DevPageConfig } from './dev-page-config';

function byId(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The dev page has no #${id}`);
  return found;
}

async function start(): Promise<void> {
  const response = await fetch(DEV_CONFIG_PATH);
  if (!response.ok) throw new Error(`GET ${DEV_CONFIG_PATH} answered ${response.status}`);
  const config = (await response.json()) as DevPageConfig;
  // Before the bundle loads: the widget registers with the inspector when it mounts.
  startInPageInspector(byId('inspector'), config.apiUrl);
  // The built bundle, loaded at run time as a pasted snippet loads it: the dev page shows what
  // ships, not a second build of the widget's sources.
  const widget = (await import(/* @vite-ignore */ config.bundleUrl)) as Record<string, unknown>;
  const mount = widget[config.mountFunction];
  if (typeof mount !== 'function') {
    throw new Error(`the bundle at ${config.bundleUrl} has no ${config.mountFunction}()`);
  }
  (mount as MountFunction)(config.mountOptions);
}

start().catch((error: unknown) => {
  const problem = byId('dev-problem');
  problem.textContent = `The dev page could not start: ${error}`;
  problem.hidden = false;
});
