'use client';

import { StytchPasskeyRegistration } from 'stytch-widget/react';
import { widgetProps } from '../stytch-config';

export function PasskeyRegistrationWidget() {
  return <StytchPasskeyRegistration {...widgetProps} />;
}
