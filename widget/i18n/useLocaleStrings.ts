import { useEffect, useState } from 'react';
import type { Strings } from './en';
import type { Locale } from './locales';

export interface LocaleStrings {
  /** The language's strings; undefined for English, or after its chunk failed to load. */
  table: Strings | undefined;
  /** Its chunk is on the way: the widget shows Loading rather than flash English first. */
  pending: boolean;
}

// The languages already here, shared by every mount on the page.
const loaded = new Map<Locale, Strings>();

/**
 * The strings of the mount's language, fetched when first needed. The loader (load-locale.ts,
 * which names every language's chunk) is itself loaded only then, so an English widget carries
 * none of it. A failed fetch falls back to English and is handed to `onFailure` (the widget
 * reports it through onError, kind network).
 */
export function useLocaleStrings(
  locale: Locale,
  onFailure: (locale: Locale, error: unknown) => void,
): LocaleStrings {
  const [failed, setFailed] = useState<Locale | null>(null);
  const [, setLoadedCount] = useState(0);
  const table = loaded.get(locale);
  const pending = locale !== 'en' && !table && failed !== locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onFailure is read when the fetch settles, not a reason to refetch
  useEffect(() => {
    if (!pending) return;
    let live = true;
    import('./load-locale')
      .then((loader) => loader.loadLocale(locale as Exclude<Locale, 'en'>))
      .then(
        (strings) => {
          loaded.set(locale, strings);
          if (live) setLoadedCount((n) => n + 1);
        },
        (error: unknown) => {
          if (!live) return;
          setFailed(locale);
          onFailure(locale, error);
        },
      );
    return () => {
      live = false;
    };
  }, [locale, pending]);
  return { table, pending };
}
