/** A small element builder: tag, attributes, children (strings become text). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

export function time(at: number): string {
  return new Date(at).toLocaleTimeString();
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}
