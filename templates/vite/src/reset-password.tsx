import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchPasswordReset } from 'stytch-widget/react';
import { widgetProps } from './stytch-config';

// The password reset URL: the reset form reads the token from the page address.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StytchPasswordReset {...widgetProps} />
    </StrictMode>,
  );
}
