import { describe, expect, it } from 'vitest';
import { UserError } from '../../shared/user-error';
import {
  FILE_REPORTERS,
  parseReporters,
  REPORTER_NAMES,
  reporterHelp,
  reportFile,
} from './reporters';

describe('the reporter registry', () => {
  it('holds list, html, junit and json, each file reporter with its own file', () => {
    expect(REPORTER_NAMES).toEqual(['list', 'html', 'junit', 'json']);
    expect(FILE_REPORTERS.map((r) => [r.name, r.file])).toEqual([
      ['html', 'index.html'],
      ['junit', 'junit.xml'],
      ['json', 'report.json'],
    ]);
    expect(reportFile('json')).toBe('report.json');
  });

  it('parses comma-separated and repeated --reporter values once each', () => {
    expect(parseReporters(['list,html', ' junit ', 'html'])).toEqual(['list', 'html', 'junit']);
  });

  it('an unknown name is an input error listing the names it knows', () => {
    const error = (() => {
      try {
        parseReporters(['list,tap', 'xml']);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe(
      'unknown reporter "tap", "xml"; expected list, html, junit, json',
    );
  });

  it('the --reporter help names each reporter with what it writes, and the default', () => {
    const help = reporterHelp(['list', 'html']);
    for (const name of REPORTER_NAMES) expect(help).toMatch(new RegExp(`\\b${name} \\(`));
    expect(help).toMatch(/default list,html$/);
    expect(reporterHelp(['html'], ['html', 'json'])).not.toContain('list');
  });
});
