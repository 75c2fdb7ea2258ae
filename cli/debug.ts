// `--debug`, or DEBUG naming this tool as the `debug` package reads it (`stytch-widget`, `*`,
// `stytch-*`, comma or space separated, `-name` leaving a name out): then an unexpected error
// prints its stack, and a user error the cause behind it.

export const DEBUG_FLAG = '--debug';
export const DEBUG_NAMESPACE = 'stytch-widget';

const pattern = (glob: string): RegExp =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** Whether a DEBUG value enables `namespace`, by the `debug` package's rules. */
export function debugEnvEnables(value: string | undefined, namespace = DEBUG_NAMESPACE): boolean {
  if (!value) return false;
  let enabled = false;
  for (const name of value.split(/[\s,]+/).filter(Boolean)) {
    if (name.startsWith('-')) {
      if (pattern(name.slice(1)).test(namespace)) return false;
    } else if (pattern(name).test(namespace)) {
      enabled = true;
    }
  }
  return enabled;
}

/**
 * Takes `--debug` out of the arguments wherever it stands before `--` (it is global: `dev
 * --debug` as well as `--debug dev`), and says whether debugging is on.
 */
export function takeDebugFlag(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): { argv: string[]; debug: boolean } {
  const end = argv.indexOf('--');
  const options = end === -1 ? argv : argv.slice(0, end);
  const rest = end === -1 ? [] : argv.slice(end);
  // argv[0] and argv[1] are node and the script.
  const kept = options.filter((arg, index) => index < 2 || arg !== DEBUG_FLAG);
  return {
    argv: [...kept, ...rest],
    debug: kept.length !== options.length || debugEnvEnables(env.DEBUG),
  };
}
