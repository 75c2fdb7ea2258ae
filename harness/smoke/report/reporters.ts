import { UserError } from '../../shared/user-error';
import type { FileReporter, Reporter } from './reporter';

// Each file reporter loads its code when it writes, so the CLI can read this registry for
// `--reporter` help and checks without loading an XML builder on every start.
export const REPORTERS = [
  {
    name: 'list',
    kind: 'terminal',
    description: 'a line per scenario as it ends',
  },
  {
    name: 'html',
    kind: 'file',
    file: 'index.html',
    description: 'index.html, each step with its screenshot',
    render: async (report, dir) => {
      const { htmlReport, imagesFrom } = await import('./html');
      return htmlReport(report, imagesFrom(dir));
    },
  },
  {
    name: 'junit',
    kind: 'file',
    file: 'junit.xml',
    description: 'junit.xml for CI, with retries and screenshots',
    render: async (report, dir) => {
      const { junitXml } = await import('./junit');
      return junitXml(report, { outDir: dir });
    },
  },
  {
    name: 'json',
    kind: 'file',
    file: 'report.json',
    description: 'report.json, for merge-reports and tools',
    render: async (report) => `${JSON.stringify(report, null, 2)}\n`,
  },
] as const satisfies readonly Reporter[];

type Entry = (typeof REPORTERS)[number];
type FileEntry = Extract<Entry, { kind: 'file' }>;
export type ReporterName = Entry['name'];
export type FileReporterName = FileEntry['name'];

export const REPORTER_NAMES: readonly ReporterName[] = REPORTERS.map((r) => r.name);

/** The reporters that write a file into the out folder. */
export const FILE_REPORTERS: readonly FileReporter<FileReporterName>[] = REPORTERS.filter(
  (r): r is FileEntry => r.kind === 'file',
);

export function reporterNamed(name: ReporterName): Reporter<ReporterName> {
  const found = REPORTERS.find((r) => r.name === name);
  if (!found) throw new Error(`no reporter named ${name}`);
  return found;
}

/** The name of the file a reporter writes into the out folder. */
export function reportFile(name: FileReporterName): string {
  const found = FILE_REPORTERS.find((r) => r.name === name);
  if (!found) throw new Error(`no file reporter named ${name}`);
  return found.file;
}

/** `list,html` (and repeated flags) → the reporter names, checked. */
export function parseReporters(values: readonly string[]): ReporterName[] {
  const names = values.flatMap((value) => value.split(',')).map((name) => name.trim());
  const unknown = names.filter((name) => !(REPORTER_NAMES as readonly string[]).includes(name));
  if (unknown.length) {
    throw new UserError(
      `unknown reporter ${unknown.map((n) => `"${n}"`).join(', ')}; expected ${REPORTER_NAMES.join(', ')}`,
      { kind: 'input' },
    );
  }
  return [...new Set(names as ReporterName[])];
}

/** The `--reporter` help: each name with what it writes, and the default. */
export function reporterHelp(defaults: readonly ReporterName[], names = REPORTER_NAMES): string {
  const listed = names.map((name) => `${name} (${reporterNamed(name).description})`);
  return `${listed.join(', ')}; comma-separated, default ${defaults.join(',')}`;
}
