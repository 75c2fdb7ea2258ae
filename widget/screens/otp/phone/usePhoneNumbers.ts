import { useEffect, useState } from 'react';

export type PhoneNumbers = typeof import('./phone-numbers');

// libphonenumber-js and its metadata (~40 KB gzipped) load on the phone form's first render,
// not with the widget: a widget without SMS or WhatsApp never downloads them, and the bytes
// before the first render stay small either way. The chunk holds only pure functions, so it
// shares no modules with the widget bundle. One import per page, whatever the number of forms.
let loading: Promise<PhoneNumbers> | null = null;

export function loadPhoneNumbers(): Promise<PhoneNumbers> {
  if (!loading) {
    loading = import('./phone-numbers');
    loading.catch(() => {
      loading = null; // let a later render try again
    });
  }
  return loading;
}

export type PhoneNumbersState =
  | { status: 'loading' }
  | { status: 'ready'; phone: PhoneNumbers }
  | { status: 'failed'; error: unknown };

/** The phone-number helpers, once their chunk has arrived. */
export function usePhoneNumbers(): PhoneNumbersState {
  const [state, setState] = useState<PhoneNumbersState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadPhoneNumbers().then(
      (phone) => live && setState({ status: 'ready', phone }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
