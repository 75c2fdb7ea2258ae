import { emailOtpScenario } from './email-otp';
import type { Scenario } from './types';

/** Every smoke scenario; each product or mount mode adds its own file and a line here. */
export const scenarios: Scenario[] = [emailOtpScenario];
