import { h } from './dom';

// A section of the inspector that a person can fold away: a native <details> (keyboard and
// screen readers know it), open unless the person closed it, remembered per section across
// reloads and panel reopenings.

const KEY_PREFIX = 'stytch-inspector.section.';

/** localStorage where the host allows it; some sandboxed frames throw on access. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function remembered(name: string): boolean {
  try {
    return storage()?.getItem(KEY_PREFIX + name) !== 'closed';
  } catch {
    return true;
  }
}

function remember(name: string, open: boolean): void {
  try {
    storage()?.setItem(KEY_PREFIX + name, open ? 'open' : 'closed');
  } catch {
    // A full or refused storage only costs the memory of this fold.
  }
}

export interface InspectorSection {
  element: HTMLDetailsElement;
  body: HTMLDivElement;
}

/** A section named `name` (its `data-inspector` attribute and storage key) titled `title`. */
export function collapsibleSection(name: string, title: string, ...content: Node[]) {
  const body = h('div', { 'data-part': 'body', class: 'sti-body' }, ...content);
  const element = h(
    'details',
    { 'data-inspector': name, class: 'sti-section' },
    h('summary', {}, h('h3', {}, title)),
    body,
  );
  element.open = remembered(name);
  element.addEventListener('toggle', () => remember(name, element.open));
  return { element, body } satisfies InspectorSection;
}
