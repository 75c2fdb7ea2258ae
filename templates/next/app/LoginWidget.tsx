'use client';

// stytch-widget: the login widget. It renders an empty placeholder on the server and mounts
// in the browser, so it needs this client boundary and nothing else.
import { StytchLogin } from 'stytch-widget/react';
import { widgetProps } from './stytch-config';

export function LoginWidget() {
  return <StytchLogin {...widgetProps} />;
}
