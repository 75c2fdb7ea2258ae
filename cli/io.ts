// Where commands write, and whether they may colour it. Injected so tests capture output;
// colours only on a TTY and never when NO_COLOR is set (https://no-color.org).

export interface OutputStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  /** The terminal's width, when it is one. */
  columns?: number;
}

export interface Io {
  stdout: OutputStream;
  stderr: OutputStream;
  /** Colour for stdout; stderr decides separately in `cli/index.ts`. */
  color: boolean;
}

export interface Paint {
  bold(text: string): string;
  dim(text: string): string;
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
}

export function colorEnabled(
  stream: OutputStream,
  env: Record<string, string | undefined> = process.env,
): boolean {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
  return Boolean(stream.isTTY) && !noColor;
}

function wrap(enabled: boolean, open: number, close: number): (text: string) => string {
  return enabled ? (text) => `\u001b[${open}m${text}\u001b[${close}m` : (text) => text;
}

export function paint(enabled: boolean): Paint {
  return {
    bold: wrap(enabled, 1, 22),
    dim: wrap(enabled, 2, 22),
    green: wrap(enabled, 32, 39),
    red: wrap(enabled, 31, 39),
    yellow: wrap(enabled, 33, 39),
    cyan: wrap(enabled, 36, 39),
  };
}

export function processIo(): Io {
  return { stdout: process.stdout, stderr: process.stderr, color: colorEnabled(process.stdout) };
}

export function writeLines(stream: OutputStream, lines: readonly string[]): void {
  if (lines.length) stream.write(`${lines.join('\n')}\n`);
}
