/** What `doctor` looks at; one finding names one of them. */
export type DoctorCheck =
  | 'config'
  | 'contrast'
  | 'environment'
  | 'redirects'
  | 'bundle'
  | 'pages'
  | 'csp';

/**
 * `error` fails the run (exit 1); `warning` is likely wrong; `info` is something to do
 * elsewhere (e.g. in Stytch's dashboard) or a fact worth knowing; `ok` is a passed check.
 */
export type FindingLevel = 'error' | 'warning' | 'info' | 'ok';

export interface Finding {
  check: DoctorCheck;
  level: FindingLevel;
  message: string;
  /** What to change, where; set for every error and warning. */
  fix?: string;
}

/** Network access the checks share, so tests and tools can bound it. */
export type DoctorFetch = (url: string, init?: { method?: string }) => Promise<Response>;
