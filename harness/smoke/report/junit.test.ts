import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseTestResults } from 'test-results-parser';
import { describe, expect, it } from 'vitest';
import { junitSchemaErrors } from '../../../tests/support/junit-schema/validate-junit';
import { retriedReport, sampleReport } from './fixtures.test-support';
import { attachmentPath, junitXml } from './junit';

const OPTIONS = { outDir: '/work/app/smoke-report', cwd: '/work/app' };

// Repeated elements always as arrays, attributes by their names, numbers left as text.
const read = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    isArray: (name) =>
      ['testsuite', 'testcase', 'flakyFailure', 'rerunFailure', 'property'].includes(name),
  }).parse(xml);

describe('junitXml', () => {
  const xml = junitXml(sampleReport(), OPTIONS);

  it('is well-formed XML (names and console lines with <, &, quotes and control characters)', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('\u0007');
  });

  it('follows the Surefire 3.0 schema, retries and attachments included', async () => {
    expect(await junitSchemaErrors(xml)).toEqual([]);
    expect(await junitSchemaErrors(junitXml(retriedReport(), OPTIONS))).toEqual([]);
    expect(await junitSchemaErrors(junitXml({ ...sampleReport(), results: [] }, OPTIONS))).toEqual(
      [],
    );
  });

  it('the schema check does catch a misplaced rerun element', async () => {
    // The same file with system-out before flakyFailure, where the schema wants it last.
    const wrong = xml.replace(
      /(<flakyFailure[\s\S]*?<\/flakyFailure>)(\s*)(<system-out>[^<]*<\/system-out>)/,
      '$3$2$1',
    );
    expect(wrong).not.toBe(xml);
    expect((await junitSchemaErrors(wrong)).join('\n')).toMatch(/flakyFailure.*not expected/);
  });

  it('counts tests, failures, errors and skipped per run and per mount mode', () => {
    const doc = read(xml);
    expect(doc.testsuites).toMatchObject({ tests: '3', failures: '1', errors: '0', skipped: '0' });
    expect(doc.testsuites.time).toBe('18.000');
    const suites = doc.testsuites.testsuite;
    expect(suites.map((s: { name: string }) => s.name)).toEqual([
      'stytch-widget smoke: login',
      'stytch-widget smoke: resetPassword',
    ]);
    expect(suites[0]).toMatchObject({ tests: '2', failures: '0', errors: '0', skipped: '0' });
    expect(suites[0].time).toBe('2.912');
    expect(suites[1]).toMatchObject({ tests: '1', failures: '1', errors: '0', skipped: '0' });
    expect(suites[0].properties.property).toEqual([
      { name: 'timestamp', value: '2026-11-23T02:00:00.000Z' },
    ]);
    const [passed, flaky] = suites[0].testcase;
    expect(passed.name).toBe('login: email one-time passcode');
    expect(passed.failure).toBeUndefined();
    expect(flaky.name).toBe('login: SMS <one-time> passcode & "quotes"');
    expect(flaky['system-out']).toContain('flaky: passed on attempt 2');
    expect(suites[1].testcase[0].failure.message).toBe('Timed out after waiting 15000ms <button>');
    expect(suites[1].testcase[0]['system-out']).toContain(
      'POST http://127.0.0.1:1/sdk/v1/passwords: HTTP 400',
    );
  });

  it('a scenario that passed on a retry: a passed testcase with a flakyFailure per failed attempt', () => {
    const doc = read(junitXml(retriedReport(), OPTIONS));
    const suite = doc.testsuites.testsuite[0];
    expect(suite.properties.property).toContainEqual({ name: 'shards', value: '2/3' });
    const flaky = suite.testcase[0];
    expect(flaky.name).toBe('login: email magic link');
    expect(flaky.failure).toBeUndefined();
    expect(flaky.rerunFailure).toBeUndefined();
    expect(flaky.flakyFailure).toHaveLength(2);
    expect(flaky.flakyFailure.map((f: { message: string }) => f.message)).toEqual([
      'no link in the outbox',
      'the link expired',
    ]);
    expect(flaky.flakyFailure[0].type).toBe('ScenarioFailure');
    expect(flaky.flakyFailure[1].stackTrace).toBe(
      'attempt 2 of 3: the link expired\n\n✓ open the page\n✗ enter the code',
    );
    // Each failed attempt keeps its own screenshots and console, the failing step's first.
    expect(flaky.flakyFailure[1]['system-out']).toBe(
      [
        '[[ATTACHMENT|smoke-report/screenshots/flaky-2-02.png]]',
        '[[ATTACHMENT|smoke-report/screenshots/flaky-2-01.png]]',
        'console:',
        '[error] attempt 2',
      ].join('\n'),
    );
    expect(flaky['system-out']).toBe(
      'flaky: passed on attempt 3\n[[ATTACHMENT|smoke-report/screenshots/flaky-3-01.png]]',
    );
    // It does not fail the suite.
    expect(suite).toMatchObject({ tests: '2', failures: '1' });
  });

  it('a scenario that failed every attempt: a failure for the last, a rerunFailure for each earlier', () => {
    const failed = read(junitXml(retriedReport(), OPTIONS)).testsuites.testsuite[0].testcase[1];
    expect(failed.name).toBe('login: SMS one-time passcode');
    expect(failed.failure).toMatchObject({ message: 'wrong code 3', type: 'ScenarioFailure' });
    expect(failed.failure['#text']).toBe(
      'attempt 3 of 3: wrong code 3\n\n✓ open the page\n✗ enter the code',
    );
    expect(failed.rerunFailure.map((f: { message: string }) => f.message)).toEqual([
      'wrong code 1',
      'wrong code 2',
    ]);
    expect(failed.rerunFailure[0]['system-out']).toContain(
      '[[ATTACHMENT|smoke-report/screenshots/failed-1-02.png]]',
    );
    expect(failed.flakyFailure).toBeUndefined();
    expect(failed['system-out'].split('\n').slice(0, 2)).toEqual([
      '[[ATTACHMENT|smoke-report/screenshots/failed-3-02.png]]',
      '[[ATTACHMENT|smoke-report/screenshots/failed-3-01.png]]',
    ]);
  });

  it("prints a routed attempt's Stytch calls and blocked requests in its output", () => {
    const failed = read(xml)
      .testsuites.testsuite.flatMap((suite: { testcase: unknown[] }) => suite.testcase)
      .find((c: { name: string }) => c.name === 'resetPassword: forgot password');
    const out: string = failed['system-out'];
    expect(out).toContain(
      'Stytch calls answered by the test API:\nGET test.stytch.com/sdk/v1/projects/bootstrap/t → 200\nPOST test.stytch.com/sdk/v1/nope → 404 (No route for POST /sdk/v1/nope.)',
    );
    expect(out).toContain('blocked requests:\nGET https://fonts.example.com/a.css');
    expect(out).toContain(
      'Stytch calls the test API did not answer (not needed by the flow):\nGET js.stytch.com/sdk-assets/google.svg: 404',
    );
  });

  it('lists every step screenshot of a passed scenario as an attachment, one per line', () => {
    const passed = read(xml).testsuites.testsuite[0].testcase[0];
    expect(passed['system-out']).toBe('[[ATTACHMENT|smoke-report/screenshots/a-1-01.png]]');
  });
});

describe('attachmentPath', () => {
  it('is relative to the folder the run is in (where GitLab and Jenkins resolve it)', () => {
    expect(attachmentPath('screenshots/a.png', '/work/app/out', '/work/app')).toBe(
      'out/screenshots/a.png',
    );
    expect(attachmentPath('screenshots/1/a.png', '/work/app', '/work/app')).toBe(
      'screenshots/1/a.png',
    );
  });

  it('is absolute when the out folder is outside that folder', () => {
    expect(attachmentPath('screenshots/a.png', '/tmp/smoke', '/work/app')).toBe(
      '/tmp/smoke/screenshots/a.png',
    );
  });
});

describe('a JUnit consumer from the registry (test-results-parser) reads the file', () => {
  it('as CI shows it: flaky passed, failed failed, screenshots attached, counts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stytch-widget-junit-'));
    const file = join(dir, 'junit.xml');
    const report = retriedReport();
    report.results.push(...sampleReport().results);
    await writeFile(file, junitXml(report, OPTIONS));
    const result = parseTestResults({ type: 'junit', files: [file] });
    expect(result).toMatchObject({ total: 5, passed: 3, failed: 2, errors: 0, skipped: 0 });
    const cases = result.suites.flatMap((suite) => suite.cases);
    expect(cases.map((c) => [c.name, c.status])).toEqual([
      ['login: email magic link', 'PASS'],
      ['login: SMS one-time passcode', 'FAIL'],
      ['login: email one-time passcode', 'PASS'],
      ['login: SMS <one-time> passcode & "quotes"', 'PASS'],
      ['resetPassword: forgot password', 'FAIL'],
    ]);
    expect(cases[1]?.failure).toBe('wrong code 3');
    expect(cases[1]?.attachments.map((a) => a.path)).toEqual([
      'smoke-report/screenshots/failed-3-02.png',
      'smoke-report/screenshots/failed-3-01.png',
    ]);
    expect(cases[0]?.attachments.map((a) => a.name)).toEqual(['flaky-3-01.png']);
    expect(result.suites[0]?.metadata).toMatchObject({ timestamp: '2026-11-23T02:00:00.000Z' });
  });
});
