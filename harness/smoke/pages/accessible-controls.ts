import type { Page, SerializedAXNode } from 'puppeteer-core';

/** A field or button as assistive technology sees it: its role and accessible name. */
export interface AccessibleControl {
  role: string;
  name: string;
}

// The roles a login form is made of; everything else in the tree (text, groups) is left out.
const CONTROL_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'button',
  'link',
  'tab',
  'checkbox',
  'radio',
]);

/**
 * The page's fields, buttons, links and tabs in document order, from Chromium's accessibility
 * tree (which includes shadow roots and same-origin frames' content as a person meets it).
 */
export async function accessibleControls(page: Page): Promise<AccessibleControl[]> {
  const root = await page.accessibility.snapshot({ interestingOnly: true });
  const found: AccessibleControl[] = [];
  const walk = (node: SerializedAXNode | null | undefined) => {
    if (!node) return;
    if (CONTROL_ROLES.has(node.role)) found.push({ role: node.role, name: node.name ?? '' });
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  return found;
}

/** `button "Continue with email", textbox "Email"`: a list for an error message, capped. */
export function describeControls(controls: readonly AccessibleControl[], cap = 20): string {
  if (!controls.length) return 'no field, button, link or tab at all';
  const shown = controls.slice(0, cap).map((c) => `${c.role} ${JSON.stringify(c.name)}`);
  const more = controls.length > cap ? ` and ${controls.length - cap} more` : '';
  return `${shown.join(', ')}${more}`;
}
