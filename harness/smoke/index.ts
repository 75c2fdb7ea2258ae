export {
  BROWSER_FIXES,
  type BrowserLookup,
  type FoundBrowser,
  findBrowser,
  NoBrowserError,
  resolveBrowserPath,
} from '../shared/browser-path';
export { CHROMIUM_ARGS, type LaunchedBrowser, launchBrowser } from '../shared/launch-browser';
export { type MountPage, mountPages } from './mount-pages';
export { LoginPage } from './pages/LoginPage';
export { OtpPage } from './pages/OtpPage';
export { mergeReports } from './report/merge';
export {
  parseReporters,
  REPORTERS,
  type ReporterName,
  reporterHelp,
} from './report/reporters';
export type {
  AttemptResult,
  ScenarioResult,
  SmokeReport,
  StepResult,
} from './report/types';
export { writeReports } from './report/write';
export {
  defaultOutDir,
  defaultWorkers,
  planSmoke,
  runSmoke,
  type SmokeOptions,
  type SmokeResult,
} from './run-smoke';
export { MOUNT_FLAG_NAMES, PlanUsageError } from './runner/plan';
export { scenarios } from './scenarios';
export { selectScenarios } from './scenarios/select';
export { inStep, type Scenario, type ScenarioContext } from './scenarios/types';
export { START_TIMEOUT_MS } from './start-app';
export type { SmokeStartOptions } from './start-source';
