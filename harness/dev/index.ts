export { type DevOptions, type RunningDev, startDev } from './start-dev';
