'use client';

import { StytchPasswordReset } from 'stytch-widget/react';
import { widgetProps } from '../stytch-config';

export function PasswordResetWidget() {
  return <StytchPasswordReset {...widgetProps} />;
}
