import { h, json, time } from './dom';
import { bugReport, type InspectorState } from './model';
import { createOutboxView, type OutboxViewOptions } from './outbox-view';
import { collapsibleSection } from './section';
import { applyWidgetTheme } from './theme';

// The one inspector UI: beside the widget on the dev page, and in the extension's side panel.
// Plain DOM, so both hosts need nothing but this module and inspector.css. The outbox comes
// first: a person logging in by hand needs its codes every minute.

export type InspectorViewOptions = OutboxViewOptions;

function table(headings: string[], rows: (string | Node)[][], kind: string): HTMLTableElement {
  return h(
    'table',
    { class: `sti-table sti-table--${kind}` },
    h('thead', {}, h('tr', {}, ...headings.map((heading) => h('th', { scope: 'col' }, heading)))),
    h('tbody', {}, ...rows.map((cells) => h('tr', {}, ...cells.map((cell) => h('td', {}, cell))))),
  );
}

/** Copies text; where the clipboard is refused, shows it selected for a manual copy. */
async function copyText(text: string, fallback: HTMLTextAreaElement): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    fallback.hidden = true;
    return 'Copied the bug report.';
  } catch {
    fallback.value = text;
    fallback.hidden = false;
    fallback.select();
    return 'The clipboard is not available here: the report is selected below, copy it yourself.';
  }
}

export function createInspectorView(container: HTMLElement, options: InspectorViewOptions) {
  const outbox = createOutboxView(options);
  const outboxSection = collapsibleSection('outbox', 'Outbox', outbox.element);
  const screen = collapsibleSection('screen', 'Screen');
  const events = collapsibleSection('events', 'Events and callbacks');
  const errors = collapsibleSection('errors', 'Errors');
  const calls = collapsibleSection('calls', 'Client calls');
  const session = collapsibleSection('session', 'Session');
  let state: InspectorState | null = null;
  // Which bodies a person expanded: every render redraws the rows, their choice stays. It is
  // read from the drawn rows when the next render starts, not from toggle events: a browser
  // queues those, and a render between a click and its event would close what was just opened.
  const expanded = new Set<string>();
  let drawn = new Map<string, HTMLDetailsElement>();
  const keepExpanded = () => {
    for (const [key, element] of drawn) {
      if (element.open) expanded.add(key);
      else expanded.delete(key);
    }
    drawn = new Map();
  };
  const details = (key: string, summary: string, value: unknown): HTMLDetailsElement => {
    const element = h(
      'details',
      { class: 'sti-value' },
      h('summary', { title: summary }, summary),
      h('pre', {}, json(value)),
    );
    element.open = expanded.has(key);
    drawn.set(key, element);
    return element;
  };

  const copyStatus = h('span', { role: 'status' });
  const fallback = h('textarea', { 'aria-label': 'Bug report', readonly: '', hidden: '' });
  const copy = h(
    'button',
    { type: 'button', 'data-inspector': 'copy-report' },
    'Copy as bug report',
  );
  copy.addEventListener('click', async () => {
    if (!state) return;
    copyStatus.textContent = await copyText(JSON.stringify(bugReport(state), null, 2), fallback);
  });

  container.classList.add('stytch-inspector');
  applyWidgetTheme(container);
  container.replaceChildren(
    h('div', { class: 'sti-actions' }, copy, copyStatus),
    fallback,
    outboxSection.element,
    screen.element,
    events.element,
    errors.element,
    calls.element,
    session.element,
  );

  const render = (next: InspectorState) => {
    state = next;
    keepExpanded();
    outbox.setCalls(next.calls);
    screen.body.replaceChildren(
      next.mount
        ? h('p', {}, 'Current: ', h('strong', { 'data-current-screen': '' }, next.screen ?? '…'))
        : h('p', {}, 'No widget mounted.'),
      ...(next.screens.length
        ? [h('ol', { 'data-list': 'screens' }, ...next.screens.map((s) => h('li', {}, s.screen)))]
        : []),
      ...(next.mount
        ? [details('form', 'Form state', next.form), details('config', 'Config', next.mount.config)]
        : []),
    );
    const eventRows = [
      ...next.events.map((e) => ({ at: e.at, source: 'onEvent', name: e.name, data: e.data })),
      ...next.logged.map((e) => ({ at: e.at, source: 'logged', name: e.name, data: undefined })),
    ].sort((a, b) => a.at - b.at);
    events.body.replaceChildren(
      eventRows.length
        ? table(
            ['Time', 'Source', 'Event'],
            eventRows.map((row) => [
              time(row.at),
              row.source,
              row.data === undefined
                ? row.name
                : details(`event ${row.at} ${row.name}`, row.name, row.data),
            ]),
            'events',
          )
        : h('p', {}, 'None yet.'),
    );
    errors.body.replaceChildren(
      next.errors.length
        ? table(
            ['Time', 'Kind', 'Message'],
            next.errors.map((e) => [
              time(e.at),
              e.kind,
              `${e.message}${e.errorType ? ` (${e.errorType}${e.statusCode ? `, ${e.statusCode}` : ''})` : ''}`,
            ]),
            'errors',
          )
        : h('p', {}, 'None.'),
    );
    calls.body.replaceChildren(
      next.calls.length
        ? table(
            ['Time', 'Method', 'Path', 'Status', 'ms'],
            next.calls.map((c) => [
              time(c.at),
              c.method,
              details(`call ${c.at} ${c.method} ${c.path} ${c.ms}`, c.path, c.response),
              c.status ? String(c.status) : 'failed',
              String(c.ms),
            ]),
            'calls',
          )
        : h('p', {}, 'None yet.'),
    );
    const s = next.session;
    session.body.replaceChildren(
      s
        ? h(
            'dl',
            {},
            ...(
              [
                ['User', s.userId],
                ['Session', s.sessionId],
                ['Expires', s.expiresAt],
                ['Cookies', s.cookies.join(', ') || 'none readable (HttpOnly or not set)'],
              ] as const
            ).flatMap(([term, value]) => [
              h('dt', {}, term),
              h('dd', { 'data-session': term, title: value }, value),
            ]),
          )
        : h('p', {}, 'No session yet.'),
    );
  };

  return {
    render,
    setApiUrl: outbox.setApiUrl,
    stop: outbox.stop,
  };
}
