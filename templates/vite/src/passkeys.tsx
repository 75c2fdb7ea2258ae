import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchPasskeyRegistration } from 'stytch-widget/react';
import { widgetProps } from './stytch-config';

// Where logged-in users manage their passkeys: it needs a Stytch session (log in on / first)
// and a secure context (https, or http://localhost while developing).
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StytchPasskeyRegistration {...widgetProps} />
    </StrictMode>,
  );
}
