import { useEffect, useState } from 'react';

/**
 * Whether the browser offers passkeys through autofill (conditional mediation), asked only
 * when passkeys are configured. False until the browser has answered.
 */
export function usePasskeyAutofill(passkeysConfigured: boolean): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!passkeysConfigured || typeof PublicKeyCredential === 'undefined') return;
    let live = true;
    PublicKeyCredential.isConditionalMediationAvailable?.().then(
      (answer) => live && setAvailable(answer),
      () => undefined, // no answer: keep the explicit button
    );
    return () => {
      live = false;
    };
  }, [passkeysConfigured]);
  return available;
}
