export { CHROMIUM_FIX, resolveBrowserPath } from './browser-path';
export { CHROMIUM_ARGS, type LaunchedBrowser, launchBrowser } from './launch';
export { type MountPage, mountPages } from './mount-pages';
export { LoginPage } from './pages/LoginPage';
export { OtpPage } from './pages/OtpPage';
export { runSmoke, type SmokeOptions, type SmokeResult } from './run-smoke';
export { scenarios } from './scenarios';
export { selectScenarios } from './scenarios/select';
export type { Scenario, ScenarioContext } from './scenarios/types';
