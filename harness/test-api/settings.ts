// The test API's light entry for project settings and redirect rules, without the server: the
// CLI's `doctor` checks a config's redirect URLs with them at start-up speed.
export { configRedirectUrls } from './config-redirect-urls';
export { DEFAULT_SETTINGS, type ProjectSettings } from './projects';
export { isAllowedRedirect } from './redirects';
