import { DEV_CONFIG_FILE_PATH } from '../dev/page/dev-page-config';
import '../inspector/inspector.css';
import './panel.css';
import { loginModeInfo } from '../../widget/modes/login/info';
import type { InspectorMessage } from '../inspector/messages';
import { emptyInspectorState, reduceInspector } from '../inspector/model';
import { applyWidgetTheme } from '../inspector/theme';
import { createInspectorView } from '../inspector/view';
import { noAccess } from './access';
import { checkTestApi } from './api-health';
import { mountOptionsFor, readConfigText, type Target } from './config-source';
import { cspNotice } from './csp-notice';
import { refusalText } from './picker';
import {
  frameKey,
  type MountRequest,
  type MountResult,
  PAGE_CONTROL,
  type PageControl,
  type ToPage,
  type ToPanel,
} from './protocol';
import { checkRoute } from './route-check';
import {
  CANNOT_ROUTE_NO_ACCESS,
  cannotRouteDown,
  type RouteState,
  routeLine,
} from './route-notice';
import { routedApiUrl } from './route-rules';
import { loadSiteSettings, type MountModeChoice, saveSiteSettings } from './site-settings';
import { type ApiHealth, apiLine, configLine, widgetLine } from './state-line';
import { registerRouteScripts, routedTo, startRouting, stopRouting, tellPage } from './tab-route';

// The side panel: pick a config, a target and a mount mode, mount the widget on the tab the
// panel belongs to, and inspect it. It drives the page through chrome.scripting (allowed on
// the tab the toolbar button was pressed on, or on a site the developer allowed).

applyWidgetTheme(document.documentElement);

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const configText = $<HTMLTextAreaElement>('config-text');
const problems = $<HTMLUListElement>('config-problems');
const status = $<HTMLParagraphElement>('mount-status');
const unmountButton = $<HTMLButtonElement>('unmount');
const accessProblem = $<HTMLParagraphElement>('access-problem');
const allowSite = $<HTMLButtonElement>('allow-site');
const cspProblem = $<HTMLParagraphElement>('csp-problem');
const routeSwitch = $<HTMLInputElement>('route-stytch');
const routeProblem = $<HTMLParagraphElement>('route-problem');

let tabId: number | null = null;
let origin: string | null = null;
let mounted: MountModeChoice | null = null;
/** The selector the widget is mounted into (mode 'element'). */
let mountedSelector = '';
let health: ApiHealth = 'checking';
/** The tab's routing to the test API, as its session rule says (read on attach). */
let route: RouteState = { on: false };
/** Switch changes queued or under way. */
let routeChanges = 0;
let state = emptyInspectorState();
/** The newest page report applied: a report seen in a snapshot is not applied twice. */
let lastSeq = 0;
/** What the panel said of a tab that lost its widget (a reload), shown when it attaches again. */
const notices = new Map<number, string>();
const RELOADED = 'The page reloaded: the widget went with it. Press Mount to mount it again.';

const view = createInspectorView($('inspector'), {
  linkTarget: '_blank',
  async typeCode(code) {
    if (tabId === null) return false;
    if (mounted === 'floating') {
      const typed = await chrome.runtime.sendMessage({
        kind: 'frame-type-code',
        key: frameKey(tabId),
        code,
      } satisfies ToPage);
      return typed === true;
    }
    const [result] = await chrome.scripting.executeScript({
      target: { tabId },
      world: 'MAIN',
      func: (control: string, value: string) =>
        (window as unknown as Record<string, PageControl | undefined>)[control]?.typeCode(value) ??
        false,
      args: [PAGE_CONTROL, code],
    });
    return result?.result === true;
  },
});
view.render(state);

const stateLine = (part: string) =>
  document.querySelector(`#state-line [data-state="${part}"]`) as HTMLElement;

/** The state line, from what the panel knows now: called whenever any of it changes. */
const setupFields = $<HTMLDetailsElement>('setup-fields');
let setupFollows: MountModeChoice | null = null;
/**
 * Setup folds away once the widget is mounted, so the inspector (the outbox first) is at the
 * top of a narrow panel; it opens again on unmount. Only a change of mount moves it: a person
 * who opened or closed it keeps it so meanwhile.
 */
function followMountInSetup(): void {
  if (mounted === setupFollows) return;
  setupFollows = mounted;
  setupFields.open = mounted === null;
}

function renderStateLine(): void {
  followMountInSetup();
  const chosen = target();
  const apiDown = chosen.kind === 'test-api' && health === 'down';
  stateLine('api').textContent = apiLine(chosen, health);
  // Dots: "true" good, "false" wrong, "idle" neither (checking, not mounted).
  stateLine('api').dataset.ok =
    chosen.kind === 'stytch' || health === 'checking' ? 'idle' : String(health === 'answering');
  stateLine('route').textContent = routeLine(route);
  stateLine('route').dataset.ok =
    !route.on || route.health === 'checking' ? 'idle' : String(route.health === 'answering');
  // While a change is under way the switch shows what was asked, not the state before it.
  if (routeChanges === 0) setSwitch(route.on);
  const where =
    mounted === 'floating' ? 'floating' : mounted === 'element' ? mountedSelector : null;
  stateLine('widget').textContent = widgetLine(where, apiDown);
  stateLine('widget').dataset.ok = where === null ? 'idle' : String(!apiDown);
  const read = readConfigText(configText.value, 'config');
  stateLine('config').textContent = configLine(configText.value, read);
  stateLine('config').dataset.ok = String(read.ok);
}

let checking: Promise<void> | null = null;
/** Looks at the test API now (every few seconds, and whenever a call of the widget fails). */
function checkHealth(): Promise<void> {
  checking ??= (async () => {
    const chosen = target();
    if (chosen.kind === 'test-api') {
      const found = await checkTestApi(chosen.apiUrl);
      // The target may have changed while this look was out: it is about the old one then.
      const now = target();
      if (now.kind === 'test-api' && now.apiUrl === chosen.apiUrl) health = found;
      // A routed tab whose test API stopped: its calls fail too.
      if (found === 'down' && route.on && sameOrigin(route.apiUrl, chosen.apiUrl)) {
        route = { ...route, health: 'down' };
      }
    }
    renderStateLine();
  })().finally(() => {
    checking = null;
  });
  return checking;
}
const HEALTH_EVERY_MS = 3000;
setInterval(() => {
  void checkHealth();
  // A route that does not work yet is looked at again until it does (a test API restarted
  // with the fix, say); a working one only when the test API seems gone (checkHealth).
  if (route.on && route.health !== 'answering') void lookAtRoute();
}, HEALTH_EVERY_MS);
configText.addEventListener('input', renderStateLine);

const checked = (name: string) =>
  (document.querySelector(`input[name="${name}"]:checked`) as HTMLInputElement).value;
const setChecked = (name: string, value: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
  if (input) input.checked = true;
};

function target(): Target {
  return checked('target') === 'stytch'
    ? { kind: 'stytch' }
    : { kind: 'test-api', apiUrl: $<HTMLInputElement>('api-url').value };
}

function showProblems(lines: string[]): void {
  problems.replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
}

function sameTab(sender: chrome.runtime.MessageSender): boolean {
  return sender.tab?.id !== undefined && sender.tab.id === tabId;
}

chrome.runtime.onMessage.addListener((message, sender) => {
  const event = message as ToPanel;
  if (event.kind === 'toolbar-pressed') {
    // The press granted the tab (activeTab): read it again, what it holds included.
    if (event.tabId === tabId) void attach();
    return undefined;
  }
  if (!sameTab(sender)) return undefined;
  if (event.kind === 'inspector') {
    if (event.seq !== undefined) {
      if (event.seq <= lastSeq) return undefined;
      lastSeq = event.seq;
    }
    state = reduceInspector(state, event.message);
    view.render(state);
    // A call that got no answer: is the test API still there?
    if (event.message.type === 'call' && event.message.status === 0) void checkHealth();
  } else if (event.kind === 'picked') {
    picked?.(event.selector);
  } else if (event.kind === 'pick-refused') {
    if (picked) status.textContent = refusalText(event.element);
  } else if (event.kind === 'pick-cancelled') {
    picked?.(null);
  } else if (event.kind === 'csp') {
    (cspProblem.firstElementChild as HTMLElement).textContent = cspNotice(
      event.directive,
      event.blockedUri,
    );
    cspProblem.hidden = false;
  } else if (event.kind === 'frame-closed') {
    // Closing the floating panel took the widget with it: the panel says so.
    mounted = null;
    unmountButton.disabled = true;
    state = reduceInspector(state, { type: 'unmounted', at: Date.now() });
    view.render(state);
    status.textContent = 'Closed the floating panel: the widget is unmounted.';
    renderStateLine();
  } else if (event.kind === 'frame-mounted') {
    status.textContent = event.result.ok
      ? 'Mounted in a floating panel.'
      : `Could not mount: ${event.result.error}`;
    if (!event.result.ok) {
      mounted = null;
      unmountButton.disabled = true;
    }
    renderStateLine();
  }
  return undefined;
});

/** While picking: settles the pick with the selector clicked, or null when cancelled. */
let picked: ((selector: string | null) => void) | null = null;
const cancelPick = $<HTMLButtonElement>('cancel-pick');

/** The content script and the page-world agent, once per page (they guard themselves). */
async function injectScripts(id: number): Promise<void> {
  await chrome.scripting.executeScript({ target: { tabId: id }, files: ['content.js'] });
  await chrome.scripting.executeScript({
    target: { tabId: id },
    world: 'MAIN',
    files: ['page-agent.js'],
  });
}

/** The tab's URL when Chrome tells it (only once the extension has access). */
let tabUrl: string | undefined;

function showAccess(granted: boolean): void {
  const said = noAccess(tabUrl);
  accessProblem.textContent = granted ? '' : said.text;
  accessProblem.hidden = granted;
  allowSite.hidden = granted || said.allow === null;
  if (said.allow) allowSite.textContent = said.allow.label;
}

/** Whether the panel can script the tab, said in the panel either way. */
async function probeAccess(): Promise<boolean> {
  if (tabId === null) return false;
  const granted = await chrome.scripting
    .executeScript({ target: { tabId }, func: () => true })
    .then(() => true)
    .catch(() => false);
  showAccess(granted);
  return granted;
}

/** Access, with the content script and the page-world agent in place for a mount. */
async function hasAccess(): Promise<boolean> {
  if (tabId === null) return false;
  try {
    await injectScripts(tabId);
    showAccess(true);
    return true;
  } catch {
    showAccess(false);
    return false;
  }
}

allowSite.addEventListener('click', async () => {
  const asked = noAccess(tabUrl).allow;
  if (!asked) return;
  // optional_host_permissions: asked here, at use; permissions.onAdded re-reads the tab.
  await chrome.permissions.request({ origins: asked.origins });
});
// Granted here, from another window's panel, or in chrome://extensions: read the tab again.
chrome.permissions.onAdded.addListener(() => void attach());

/**
 * Starts the picker in the page; settles with the selector clicked, null when cancelled, or
 * undefined when the page did not answer (said in the status). The invitation to click shows
 * once the page listens for the click: one made before that would be lost, and the panel would
 * wait for it.
 */
async function waitForPick(id: number): Promise<string | null | undefined> {
  const choice = new Promise<string | null>((resolve) => {
    picked = (selector) => {
      picked = null;
      cancelPick.hidden = true;
      resolve(selector);
    };
  });
  cancelPick.hidden = false;
  try {
    await chrome.tabs.sendMessage(id, { kind: 'pick' } satisfies ToPage);
    if (picked) status.textContent = 'Click the element to mount the widget into (Escape cancels).';
  } catch {
    picked = null;
    cancelPick.hidden = true;
    status.textContent =
      'Could not start picking: the page did not answer. Reload it, then press Mount again.';
    return undefined;
  }
  return choice;
}

/** Stops the picker in the page: from the panel's Cancel button or Escape (focus is here after Mount). */
function cancelPicking(): void {
  if (!picked) return;
  if (tabId !== null) {
    chrome.tabs.sendMessage(tabId, { kind: 'cancel-pick' } satisfies ToPage).catch(() => undefined);
  }
  picked(null);
}

cancelPick.addEventListener('click', cancelPicking);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && picked) {
    event.preventDefault();
    cancelPicking();
  }
});

async function mount(mode: MountModeChoice): Promise<void> {
  cspProblem.hidden = true;
  const read = readConfigText(configText.value, 'config');
  showProblems(read.ok ? [] : read.problems);
  if (!read.ok || tabId === null || !(await hasAccess())) return;
  const id = tabId;
  await unmount();
  if (origin) {
    await saveSiteSettings(origin, {
      configText: configText.value,
      target: target(),
      mode,
      devUrl: $<HTMLInputElement>('dev-url').value,
    });
  }
  const bundle = { bundleUrl: chrome.runtime.getURL('widget/stytch-widget.js') };
  if (mode === 'floating') {
    const request: MountRequest = {
      ...bundle,
      functionName: loginModeInfo.functionName,
      options: mountOptionsFor(read.config, '#stytch-login', target()),
    };
    await chrome.storage.session.set({ [frameKey(id)]: request });
    await chrome.tabs.sendMessage(id, { kind: 'open-frame', key: frameKey(id) } satisfies ToPage);
    notices.delete(id);
    mounted = 'floating';
    unmountButton.disabled = false;
    status.textContent = 'Opening the floating panel…';
    renderStateLine();
    return;
  }
  const selector = await waitForPick(id);
  if (selector === undefined) return;
  if (selector === null) {
    status.textContent = 'Picking cancelled: nothing mounted.';
    return;
  }
  const request: MountRequest = {
    ...bundle,
    functionName: loginModeInfo.functionName,
    options: mountOptionsFor(read.config, selector, target()),
  };
  const [answer] = await chrome.scripting.executeScript({
    target: { tabId: id },
    world: 'MAIN',
    func: (control: string, mountRequest: MountRequest) =>
      (window as unknown as Record<string, PageControl | undefined>)[control]?.mount(
        mountRequest,
      ) ?? ({ ok: false, error: 'the page agent is not there' } as MountResult),
    args: [PAGE_CONTROL, request],
  });
  const result = answer?.result;
  if (result?.ok) {
    notices.delete(id);
    mounted = 'element';
    mountedSelector = selector;
    unmountButton.disabled = false;
    status.textContent = `Mounted into ${selector}.`;
    renderStateLine();
  } else {
    status.textContent = `Could not mount: ${result?.error ?? 'no answer from the page'}`;
  }
}

async function unmount(): Promise<void> {
  if (tabId === null || mounted === null) return;
  if (mounted === 'floating') {
    await chrome.tabs.sendMessage(tabId, { kind: 'close-frame' } satisfies ToPage);
    state = reduceInspector(state, { type: 'unmounted', at: Date.now() });
    view.render(state);
  } else {
    await chrome.scripting.executeScript({
      target: { tabId },
      world: 'MAIN',
      func: (control: string) =>
        (window as unknown as Record<string, PageControl | undefined>)[control]?.unmount() ?? false,
      args: [PAGE_CONTROL],
    });
  }
  mounted = null;
  unmountButton.disabled = true;
  // What the page's CSP blocked was the widget's doing: gone with it.
  cspProblem.hidden = true;
  status.textContent = 'Unmounted.';
  renderStateLine();
}

$<HTMLFormElement>('setup').addEventListener('submit', (event) => {
  event.preventDefault();
  void mount(checked('mode') as MountModeChoice);
});
unmountButton.addEventListener('click', () => void unmount());
$('use-floating').addEventListener('click', () => {
  setChecked('mode', 'floating');
  void mount('floating');
});

$<HTMLInputElement>('config-file').addEventListener('change', async (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (!file) return;
  configText.value = await file.text();
  const read = readConfigText(configText.value, file.name);
  showProblems(read.ok ? [] : read.problems);
  renderStateLine();
});

$('fetch-dev').addEventListener('click', async () => {
  const devUrl = $<HTMLInputElement>('dev-url').value;
  showProblems([]);
  let url: URL;
  try {
    url = new URL(DEV_CONFIG_FILE_PATH, devUrl);
  } catch {
    showProblems([`"${devUrl}" is not a URL: give the one \`stytch-widget dev\` prints.`]);
    return;
  }
  const tried = `tried GET ${url.href}`;
  const response = await fetch(url, { cache: 'no-store' }).catch(() => null);
  if (!response) {
    showProblems([
      `Could not reach stytch-widget dev at ${devUrl} (${tried}). Is \`stytch-widget dev\` running at that URL? It prints its URL when it starts.`,
    ]);
    return;
  }
  if (!response.ok) {
    showProblems([
      `${devUrl} answered ${response.status} (${tried}). Is that \`stytch-widget dev\`? It prints its URL when it starts.`,
    ]);
    return;
  }
  configText.value = await response.text();
  const read = readConfigText(configText.value, DEV_CONFIG_FILE_PATH.slice(1));
  showProblems(read.ok ? [] : read.problems);
  // The dev server's config names its test API: that is the target to use with it.
  if (read.ok && read.config.apiUrl) {
    setChecked('target', 'test-api');
    $<HTMLInputElement>('api-url').value = read.config.apiUrl;
    followTarget();
  }
  renderStateLine();
});

function followTarget(): void {
  // A routed tab follows the test API's URL when it changes.
  const typed = $<HTMLInputElement>('api-url').value;
  if (route.on && !sameOrigin(route.apiUrl, typed)) queueRouteWork(routeOn);
  const chosen = target();
  view.setApiUrl(chosen.kind === 'test-api' ? chosen.apiUrl : null);
  health = 'checking';
  renderStateLine();
  void checkHealth();
}
for (const input of document.querySelectorAll('input[name="target"], #api-url')) {
  input.addEventListener('change', followTarget);
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/** The switch shows the tab's routing (a native checkbox, announced as a switch). */
function setSwitch(on: boolean): void {
  routeSwitch.checked = on;
  routeSwitch.setAttribute('aria-checked', String(on));
}

function showRouteProblem(text: string | null): void {
  routeProblem.textContent = text ?? '';
  routeProblem.hidden = text === null;
}

let lookingAtRoute: Promise<void> | null = null;
/** Looks through the tab's route (a call from the page to Stytch's host) and says what it found. */
function lookAtRoute(): Promise<void> {
  lookingAtRoute ??= (async () => {
    const id = tabId;
    if (id === null || !route.on) return;
    const found = await checkRoute(id);
    // The panel may have moved to another tab, or the switch turned off, meanwhile.
    if (id === tabId && route.on) route = { ...route, health: found };
    renderStateLine();
  })().finally(() => {
    lookingAtRoute = null;
  });
  return lookingAtRoute;
}

/** Reads whether the tab is routed (its session rule), for a panel attaching to it. */
async function readRoute(): Promise<void> {
  const id = tabId;
  const apiUrl = id === null ? null : await routedTo(id);
  if (id !== tabId) return;
  route =
    apiUrl === null
      ? { on: false }
      : { on: true, apiUrl, pageOrigin: origin ?? 'this page', health: 'checking' };
  renderStateLine();
  if (route.on) await lookAtRoute();
}

/**
 * Turns routing on for the tab: it needs access to the tab (Chrome applies a redirect only to
 * a page the extension may reach) and a test API that answers through the route.
 */
async function routeOn(): Promise<void> {
  showRouteProblem(null);
  const id = tabId;
  const refuse = (text: string) => {
    route = { on: false };
    showRouteProblem(text);
    renderStateLine();
  };
  const pageOrigin = origin;
  if (id === null || pageOrigin === null || !(await probeAccess())) {
    return refuse(CANNOT_ROUTE_NO_ACCESS);
  }
  const apiUrl = $<HTMLInputElement>('api-url').value;
  const built = await startRouting(id, apiUrl);
  if (!built.ok) return refuse(`Cannot route: ${built.problem}`);
  const routedUrl = routedApiUrl(built.rule);
  // The page's next loads get the agent before their scripts; the one loaded now gets it now.
  await registerRouteScripts(pageOrigin);
  await tellPage(id, routedUrl);
  route = { on: true, apiUrl: routedUrl, pageOrigin, health: 'checking' };
  renderStateLine();
  await lookAtRoute();
  if (route.on && (route.health === 'down' || route.health === 'no-access')) {
    await stopRouting(id);
    await tellPage(id, null).catch(() => undefined);
    refuse(route.health === 'down' ? cannotRouteDown(route.apiUrl) : CANNOT_ROUTE_NO_ACCESS);
  }
}

async function routeOff(): Promise<void> {
  showRouteProblem(null);
  if (tabId !== null) {
    await stopRouting(tabId);
    // Without access (the tab navigated elsewhere), its page has no agent of ours to tell.
    await tellPage(tabId, null).catch(() => undefined);
  }
  route = { on: false };
  renderStateLine();
}

/**
 * Reading the tab and switching its routing take turns. A read still running when the switch
 * was pressed set the route back to what it had read (off), which undid the switch and hid why
 * it failed; a switch still running when the panel moved to another tab set that tab's route.
 */
let turn: Promise<void> = Promise.resolve();
function inTurn(work: () => Promise<void>): Promise<void> {
  const run = turn.then(work);
  turn = run.catch(() => undefined);
  return run;
}

/** One switch change at a time: a quick on-off-on ends as the last one said. */
function queueRouteWork(work: () => Promise<void>): void {
  routeChanges += 1;
  void inTurn(work)
    .catch((error: unknown) => {
      showRouteProblem(`Cannot change routing: ${error instanceof Error ? error.message : error}`);
    })
    .finally(() => {
      routeChanges -= 1;
      renderStateLine();
    });
}
routeSwitch.addEventListener('change', () => {
  setSwitch(routeSwitch.checked);
  queueRouteWork(routeSwitch.checked ? routeOn : routeOff);
});

/** Reads the active tab, after any switch change under way; the panel is busy until then. */
let reads = 0;
function attach(): Promise<void> {
  reads += 1;
  document.body.setAttribute('aria-busy', 'true');
  return inTurn(attachToActiveTab).finally(() => {
    reads -= 1;
    if (reads === 0) document.body.removeAttribute('aria-busy');
  });
}

/** The tab the panel works on: the active one of its window, followed as it changes. */
async function attachToActiveTab(): Promise<void> {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  picked?.(null);
  tabId = tab?.id ?? null;
  tabUrl = tab?.url;
  origin = tab?.url ? new URL(tab.url).origin : null;
  mounted = null;
  unmountButton.disabled = true;
  state = emptyInspectorState();
  lastSeq = 0;
  view.render(state);
  cspProblem.hidden = true;
  showRouteProblem(null);
  status.textContent = (tabId !== null && notices.get(tabId)) || '';
  $('site').textContent = origin ? `Site: ${origin}` : 'Site: press the toolbar button on a page.';
  const saved = origin ? await loadSiteSettings(origin) : null;
  if (saved) {
    configText.value = saved.configText;
    setChecked('target', saved.target.kind);
    if (saved.target.kind === 'test-api')
      $<HTMLInputElement>('api-url').value = saved.target.apiUrl;
    setChecked('mode', saved.mode);
    $<HTMLInputElement>('dev-url').value = saved.devUrl;
  }
  route = { on: false };
  followTarget();
  await readRoute();
  if (await probeAccess()) await readPageState();
  else renderStateLine();
}

/** The widget as the page has it (mounted where, what it reported), for a panel attaching late. */
async function readPageState(): Promise<void> {
  const id = tabId;
  if (id === null) return;
  const snapshot = await chrome.scripting
    .executeScript({
      target: { tabId: id },
      world: 'MAIN',
      func: (control: string) =>
        (window as unknown as Record<string, PageControl | undefined>)[control]?.snapshot() ?? null,
      args: [PAGE_CONTROL],
    })
    .then(([answer]) => answer?.result ?? null)
    // No access to the tab: nothing of ours can be on it.
    .catch(() => null);
  const frameOpen = await chrome.tabs
    .sendMessage(id, { kind: 'frame-open?' } satisfies ToPage)
    .then((answer) => answer === true)
    .catch(() => false);
  const frameAnswer = frameOpen
    ? await chrome.runtime
        .sendMessage({ kind: 'frame-snapshot', key: frameKey(id) } satisfies ToPage)
        .catch(() => null)
    : null;
  const frameReports = Array.isArray(frameAnswer) ? (frameAnswer as InspectorMessage[]) : [];
  if (id !== tabId) return; // The panel moved on meanwhile.
  let next = emptyInspectorState();
  for (const report of snapshot?.reports ?? []) next = reduceInspector(next, report.message);
  for (const message of frameReports) next = reduceInspector(next, message);
  lastSeq = snapshot?.reports.at(-1)?.seq ?? 0;
  state = next;
  view.render(state);
  if (frameOpen) {
    mounted = 'floating';
    status.textContent = 'Mounted in a floating panel.';
  } else if (snapshot?.mountedInto) {
    mounted = 'element';
    mountedSelector = snapshot.mountedInto;
    status.textContent = `Mounted into ${snapshot.mountedInto}.`;
  }
  if (mounted) notices.delete(id);
  unmountButton.disabled = mounted === null;
  renderStateLine();
}

chrome.tabs.onActivated.addListener(() => void attach());
chrome.tabs.onUpdated.addListener((id, change) => {
  if (id !== tabId) return;
  // A reload or navigation drops the widget (and the toolbar grant) with the page.
  if (change.status === 'loading') {
    if (mounted !== null) notices.set(id, RELOADED);
    void attach();
  }
});
void attach();
