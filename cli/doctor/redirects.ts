import {
  configRedirectUrls,
  DEFAULT_SETTINGS,
  isAllowedRedirect,
  type ProjectSettings,
} from '../../harness/test-api/settings';
import { publicTokenKind } from '../../widget/config/public-token';
import type { ConfigFile } from '../../widget/config/schema';
import { apiTarget } from './environment';
import { failureReason } from './network';
import type { DoctorFetch, Finding } from './types';

// Redirect URLs the config names must be on the project's allow-list, or magic links, OAuth
// and password resets fail at runtime. The test API says which it allows; Stytch's dashboard
// cannot be asked offline, so for Stytch the list of what to add is printed.

type ProjectAnswer = { settings?: Pick<ProjectSettings, 'allowedRedirectUrls'> };

export async function checkRedirects(config: ConfigFile, fetcher: DoctorFetch): Promise<Finding[]> {
  const urls = configRedirectUrls(config);
  if (!urls.length) {
    return [{ check: 'redirects', level: 'ok', message: 'the config names no redirect URLs' }];
  }
  const live = publicTokenKind(config.publicToken) === 'live';
  if (!config.apiUrl || apiTarget(config.apiUrl, live) !== 'test-api') {
    return [
      {
        check: 'redirects',
        level: 'info',
        message: `Stytch allows only listed redirect URLs; this config uses ${urls.join(', ')}`,
        fix: `In Stytch's dashboard (Redirect URLs, ${live ? 'Live' : 'Test'} environment), add each of them for Login and Sign-up (reset URLs for Reset password).`,
      },
    ];
  }
  const base = config.apiUrl.replace(/\/+$/, '');
  const endpoint = `${base}/__emulator/projects/${encodeURIComponent(config.publicToken)}`;
  let answer: ProjectAnswer;
  try {
    const res = await fetcher(endpoint);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    answer = (await res.json()) as ProjectAnswer;
  } catch (error) {
    return [
      {
        check: 'redirects',
        level: 'warning',
        message: `could not ask the test API at ${base} which redirect URLs it allows (${failureReason(error)})`,
        fix: `Start it (npx stytch-widget test-api, or dev) and run doctor again; ${urls.length} redirect URL(s) were not checked.`,
      },
    ];
  }
  const settings = {
    ...DEFAULT_SETTINGS,
    allowedRedirectUrls: answer.settings?.allowedRedirectUrls ?? [],
  };
  const refused = urls.filter((url) => !isAllowedRedirect(url, settings));
  if (!refused.length) {
    return [
      {
        check: 'redirects',
        level: 'ok',
        message: `the test API allows every redirect URL of the config (${urls.join(', ')})`,
      },
    ];
  }
  const patterns = JSON.stringify([...settings.allowedRedirectUrls, ...refused]);
  return refused.map((url) => ({
    check: 'redirects' as const,
    level: 'error' as const,
    message: `the test API does not allow the redirect URL ${url} (allowed: ${settings.allowedRedirectUrls.join(', ') || 'none'})`,
    fix: `Add it to allowedRedirectUrls: in the test API's settings file (--settings, under projects["${config.publicToken}"]) or at run time: curl -X PUT ${base}/__emulator/projects/${config.publicToken}/settings -H 'Content-Type: application/json' -d '{"allowedRedirectUrls": ${patterns}}'`,
  }));
}
