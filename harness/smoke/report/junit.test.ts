import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sampleReport } from './fixtures.test-support';
import { junitXml } from './junit';

describe('junitXml', () => {
  const xml = junitXml(sampleReport());

  it('is well-formed XML (names and console lines with <, &, quotes and control characters)', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it('counts tests and failures per run and per mount mode; a flaky scenario passes with a note', () => {
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    expect(doc.testsuites).toMatchObject({ tests: '3', failures: '1' });
    const suites = doc.testsuites.testsuite;
    expect(suites.map((s: { name: string }) => s.name)).toEqual([
      'stytch-widget smoke: login',
      'stytch-widget smoke: resetPassword',
    ]);
    expect(suites[0]).toMatchObject({ tests: '2', failures: '0' });
    expect(suites[1]).toMatchObject({ tests: '1', failures: '1' });
    const [passed, flaky] = suites[0].testcase;
    expect(passed.name).toBe('login: email one-time passcode');
    expect(passed.failure).toBeUndefined();
    expect(flaky.name).toBe('login: SMS <one-time> passcode & "quotes"');
    expect(flaky['system-out']).toContain('flaky: passed on attempt 2');
    expect(suites[1].testcase.failure.message).toBe('Timed out after waiting 15000ms <button>');
    expect(suites[1].testcase['system-out']).toContain(
      'POST http://127.0.0.1:1/sdk/v1/passwords: HTTP 400',
    );
  });
});
