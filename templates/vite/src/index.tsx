import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StytchLogin } from 'stytch-widget/react';
import { widgetProps } from './stytch-config';

// The login page.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StytchLogin {...widgetProps} />
    </StrictMode>,
  );
}
