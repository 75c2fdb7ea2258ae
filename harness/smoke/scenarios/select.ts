import type { OtpMethod } from '../../../widget/config/constants';
import type { ConfigFile } from '../../../widget/config/schema';
import type { PageKind, Scenario } from './types';

/**
 * The scenarios for the page of one mount mode that the config's products make meaningful, on
 * this kind of page (default the harness's).
 */
export function selectScenarios(
  all: readonly Scenario[],
  mountMode: string,
  config: ConfigFile,
  pageKind: PageKind = 'harness',
): Scenario[] {
  return all.filter(
    (scenario) =>
      scenario.mountMode === mountMode &&
      (scenario.pageKinds ?? ['harness', 'app']).includes(pageKind) &&
      scenario.appliesTo(config),
  );
}

/** Whether the config offers one-time passcodes by this method. */
export function offersOtp(config: ConfigFile, method: OtpMethod): boolean {
  return config.products.includes('otp') && (config.otpOptions?.methods ?? []).includes(method);
}
