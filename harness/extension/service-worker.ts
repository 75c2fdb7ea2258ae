import type { ToPanel } from './protocol';

// The toolbar button opens the side panel on the tab it was pressed on. Pressing it is also
// what grants the extension that tab (activeTab) until the tab navigates: no host permission
// is held at install; the panel's "Allow on …" button asks for a site (or all) for good.
chrome.action.onClicked.addListener((tab) => {
  if (tab.id === undefined) return;
  void chrome.sidePanel.open({ tabId: tab.id });
  // An open panel reads the tab again: the press may have just granted it (after a reload).
  chrome.runtime
    .sendMessage({ kind: 'toolbar-pressed', tabId: tab.id } satisfies ToPanel)
    .catch(() => undefined);
});
