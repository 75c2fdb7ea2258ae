// The slice of the extension APIs (chrome.*) the extension uses, typed here instead of adding
// a types package for a handful of calls.

declare namespace chrome {
  namespace tabs {
    interface Tab {
      id?: number;
      url?: string;
      windowId: number;
    }
    function query(query: { active?: boolean; currentWindow?: boolean }): Promise<Tab[]>;
    function get(tabId: number): Promise<Tab>;
    function sendMessage(tabId: number, message: unknown): Promise<unknown>;
    const onUpdated: {
      addListener(
        callback: (tabId: number, change: { status?: string; url?: string }, tab: Tab) => void,
      ): void;
    };
    const onActivated: {
      addListener(callback: (info: { tabId: number; windowId: number }) => void): void;
    };
    const onRemoved: {
      addListener(callback: (tabId: number) => void): void;
    };
  }
  namespace runtime {
    interface MessageSender {
      tab?: tabs.Tab;
      frameId?: number;
      url?: string;
    }
    const id: string;
    function getURL(path: string): string;
    function getManifest(): { version: string; name: string };
    function sendMessage(message: unknown): Promise<unknown>;
    const onMessage: {
      addListener(
        callback: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (response?: unknown) => void,
        ) => boolean | undefined,
      ): void;
    };
  }
  namespace scripting {
    interface InjectionResult<T> {
      frameId: number;
      result?: T;
    }
    function executeScript<A extends unknown[], R>(injection: {
      target: { tabId: number; frameIds?: number[] };
      world?: 'ISOLATED' | 'MAIN';
      func: (...args: A) => R;
      args?: A;
    }): Promise<InjectionResult<Awaited<R>>[]>;
    function executeScript(injection: {
      target: { tabId: number; frameIds?: number[] };
      world?: 'ISOLATED' | 'MAIN';
      files: string[];
    }): Promise<InjectionResult<unknown>[]>;
    interface RegisteredContentScript {
      id: string;
      matches?: string[];
      js?: string[];
      runAt?: 'document_start' | 'document_end' | 'document_idle';
      world?: 'ISOLATED' | 'MAIN';
      persistAcrossSessions?: boolean;
    }
    function registerContentScripts(scripts: RegisteredContentScript[]): Promise<void>;
    function getRegisteredContentScripts(filter?: {
      ids?: string[];
    }): Promise<RegisteredContentScript[]>;
  }
  namespace permissions {
    function request(permissions: { origins: string[] }): Promise<boolean>;
    function contains(permissions: { origins: string[] }): Promise<boolean>;
    const onAdded: {
      addListener(callback: (permissions: { origins?: string[] }) => void): void;
    };
  }
  namespace storage {
    interface Area {
      get(key: string): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(key: string): Promise<void>;
    }
    const local: Area;
    const session: Area;
  }
  namespace action {
    function setBadgeText(details: { tabId?: number; text: string }): Promise<void>;
    function getBadgeText(details: { tabId?: number }): Promise<string>;
    function setBadgeBackgroundColor(details: { tabId?: number; color: string }): Promise<void>;
    const onClicked: {
      addListener(callback: (tab: tabs.Tab) => void): void;
      hasListeners(): boolean;
    };
  }
  namespace sidePanel {
    function open(options: { tabId?: number; windowId?: number }): Promise<void>;
  }
  namespace declarativeNetRequest {
    type ResourceType = 'main_frame' | 'sub_frame' | 'script' | 'xmlhttprequest' | 'ping' | 'other';
    interface Rule {
      id: number;
      priority?: number;
      action: {
        type: 'redirect';
        redirect: { transform: { scheme?: string; host?: string; port?: string } };
      };
      condition: {
        requestDomains?: string[];
        tabIds?: number[];
        resourceTypes?: ResourceType[];
      };
    }
    function updateSessionRules(options: {
      removeRuleIds?: number[];
      addRules?: Rule[];
    }): Promise<void>;
    function getSessionRules(filter?: { ruleIds?: number[] }): Promise<Rule[]>;
  }
}
