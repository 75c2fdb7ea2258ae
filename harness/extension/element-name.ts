// How the picker names the element a developer clicked: a CSS selector that is unique in the
// page (it is what the widget mounts into) and reads as a person knows the element: its id,
// else its tag and classes, else a short path from a named or landmark ancestor.

/** The elements that are the whole page: mounting into one would replace the document. */
export function wholePageElement(element: Element): 'html' | 'head' | 'body' | null {
  const tag = element.localName;
  return tag === 'html' || tag === 'head' || tag === 'body' ? tag : null;
}

function isUnique(doc: Document, selector: string, element: Element): boolean {
  try {
    const found = doc.querySelectorAll(selector);
    return found.length === 1 && found[0] === element;
  } catch {
    return false;
  }
}

const idSelector = (element: Element) => `#${CSS.escape(element.id)}`;

/** Tag and classes: `div.hero.main`. */
function tagAndClasses(element: Element): string {
  return element.localName + [...element.classList].map((name) => `.${CSS.escape(name)}`).join('');
}

/** One step of a path: unique among the element's siblings. */
function step(element: Element): { text: string; positional: boolean } {
  const named = tagAndClasses(element);
  const siblings = element.parentElement ? [...element.parentElement.children] : [element];
  const sameName = siblings.filter((sibling) => sibling.matches(named));
  if (sameName.length === 1) return { text: named, positional: false };
  const sameTag = siblings.filter((sibling) => sibling.localName === element.localName);
  return {
    text: `${named}:nth-of-type(${sameTag.indexOf(element) + 1})`,
    positional: true,
  };
}

/** A unique selector for an element inside <body>, named as a person recognises it. */
export function selectorFor(element: Element): string {
  const doc = element.ownerDocument;
  if (element.id && isUnique(doc, idSelector(element), element)) return idSelector(element);
  if (element.classList.length > 0 && isUnique(doc, tagAndClasses(element), element)) {
    return tagAndClasses(element);
  }
  const parts: string[] = [];
  let positional = false;
  for (
    let current: Element | null = element;
    current && current !== doc.body && current !== doc.documentElement;
    current = current.parentElement
  ) {
    // An ancestor with an id of its own anchors the path: `#app > div:nth-of-type(2)`.
    if (current !== element && current.id && isUnique(doc, idSelector(current), current)) {
      return [idSelector(current), ...parts].join(' > ');
    }
    const next = step(current);
    parts.unshift(next.text);
    positional ||= next.positional;
    // A position alone ("section:nth-of-type(2)") says little: keep one ancestor for context.
    const candidate = parts.join(' > ');
    if ((!positional || parts.length > 1) && isUnique(doc, candidate, element)) return candidate;
  }
  // Each step is unique among its siblings, so the whole path from <body> is unique.
  return ['body', ...parts].join(' > ');
}
