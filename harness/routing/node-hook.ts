// Loaded into a Node process with `--import` (`NODE_OPTIONS='--import stytch-widget/node-hook'`):
// with STYTCH_WIDGET_TEST_API_URL set, the process's calls to Stytch's hosts (the official
// `stytch` client's, whatever `env` it was built with) go to that test API. Unset, it loads
// nothing more (not even node:http, which loads Node's fetch on 22 and 24), so the same
// NODE_OPTIONS line is harmless in production.
import { TEST_API_URL_ENV } from './node-hook-env';

const testApiUrl = process.env[TEST_API_URL_ENV];
if (testApiUrl) {
  const { routeNodeProcess } = await import('./node-process');
  routeNodeProcess(testApiUrl);
}
