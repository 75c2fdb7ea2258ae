import type { ToPanel } from './protocol';
import type { ToWorker } from './route-protocol';
import { routedTo, showBadge, stopRouting } from './tab-route';

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

// Routing to the test API (the panel's switch) belongs to one tab: it ends with the tab.
chrome.tabs.onRemoved.addListener((tabId) => void stopRouting(tabId));
// Chrome clears a tab's badge when it navigates; the routing rule stays, so the badge comes back.
chrome.tabs.onUpdated.addListener((tabId, change) => {
  if (change.status === undefined) return;
  void routedTo(tabId).then((apiUrl) => {
    if (apiUrl !== null) return showBadge(tabId, true);
  });
});
// A page's route relay asks, at each load, whether its tab is routed (and where to).
chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  const tabId = sender.tab?.id;
  if ((message as ToWorker).kind !== 'route?' || tabId === undefined) return undefined;
  routedTo(tabId).then(sendResponse, () => sendResponse(null));
  return true;
});
