/** One thing wrong with a config: where (`products[1]`), what, and, where known, the fix. */
export interface ConfigProblem {
  path: string;
  message: string;
}

export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? key : `.${key}`;
  }
  return out === '' ? '(root)' : out;
}

export function formatProblem(problem: ConfigProblem): string {
  return `${problem.path}: ${problem.message}`;
}
