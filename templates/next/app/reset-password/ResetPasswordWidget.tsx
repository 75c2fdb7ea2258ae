'use client';

import { StytchPasswordReset } from 'stytch-widget/react';
import { widgetProps } from '../stytch-config';

export function ResetPasswordWidget() {
  return <StytchPasswordReset {...widgetProps} />;
}
