import { useEffect, useState } from 'react';
import { useWidget } from '../../app/context';
import type { OAuthProvider } from '../../config/constants';
import { Button } from '../../ui/Button';
import { OneTapSlot } from './oneTap/OneTapSlot';
import { ProviderIcon } from './ProviderIcon';
import { OAUTH_PROVIDER_NAMES } from './provider-names';
import { useOAuthStart } from './useOAuthStart';

/** Main's social sign-in block: 'Continue with {provider}' for each configured provider. */
export function OAuthBlock() {
  const { config, t } = useWidget();
  const start = useOAuthStart();
  const [busy, setBusy] = useState<OAuthProvider | null>(null);
  // Back from the provider's page, the browser may restore this page as it was left (the
  // back-forward cache), busy button included.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const providers = config.oauthOptions?.providers ?? [];

  return (
    <div className="stw-oauth">
      <OneTapSlot />
      {providers.map((provider) => (
        <Button
          key={provider.type}
          type="button"
          variant="secondary"
          busy={busy === provider.type}
          disabled={busy !== null}
          onClick={() => {
            setBusy(provider.type);
            // On success the browser is leaving for the provider: the button stays busy.
            void start(provider).then((leaving) => {
              if (!leaving) setBusy(null);
            });
          }}
        >
          {busy === provider.type ? null : <ProviderIcon provider={provider.type} />}
          {t('oauth.continueWith', { provider: OAUTH_PROVIDER_NAMES[provider.type] })}
        </Button>
      ))}
    </div>
  );
}
