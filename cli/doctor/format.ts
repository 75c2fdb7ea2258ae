import type { Paint } from '../io';
import type { DoctorResult } from './run-doctor';
import type { Finding } from './types';

const MARK: Record<Finding['level'], (p: Paint) => string> = {
  error: (p) => p.red('✖'),
  warning: (p) => p.yellow('!'),
  info: (p) => p.cyan('i'),
  ok: (p) => p.green('✔'),
};

/** One line per finding, its fix indented under it, then a summary line. */
export function formatDoctor(result: DoctorResult, p: Paint): string[] {
  const lines: string[] = [];
  for (const finding of result.findings) {
    lines.push(`${MARK[finding.level](p)} ${finding.check}: ${finding.message}`);
    if (finding.fix) lines.push(p.dim(`    fix: ${finding.fix}`));
  }
  const count = (level: Finding['level']) =>
    result.findings.filter((finding) => finding.level === level).length;
  const errors = count('error');
  const warnings = count('warning');
  lines.push(
    errors
      ? p.red(
          `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`,
        )
      : p.green(`no errors${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}`),
  );
  return lines;
}
