import { useState } from 'react';
import { useWidget } from '../../app/context';
import { Button } from '../../ui/Button';
import { usePasskeyLogin } from './usePasskeyLogin';

/** 'Login with a Passkey' at the top of Main: the browser's passkey dialog. */
export function PasskeyButton() {
  const { t } = useWidget();
  const login = usePasskeyLogin();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      busy={busy}
      onClick={() => {
        setBusy(true);
        void login({ conditional: false }).then((done) => {
          // After success Main (and this button) is gone.
          if (!done) setBusy(false);
        });
      }}
    >
      {t('passkeys.login')}
    </Button>
  );
}
