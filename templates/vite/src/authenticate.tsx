import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FinishLogin } from './FinishLogin';
import { authenticateOptions } from './stytch-config';

// The redirect URL of magic links and OAuth: it finishes the login, then moves on.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <FinishLogin options={authenticateOptions} afterLoginUrl="/" />
    </StrictMode>,
  );
}
