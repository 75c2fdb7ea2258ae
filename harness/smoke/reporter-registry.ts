// The smoke runner's light entry: the reporter registry, which the CLI reads to parse
// `--reporter` at start-up without loading Puppeteer and the scenarios.
export {
  FILE_REPORTERS,
  parseReporters,
  REPORTERS,
  type ReporterName,
  reporterHelp,
} from './report/reporters';
