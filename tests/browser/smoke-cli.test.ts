import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaunchedBrowser, launchBrowser } from '../../harness/shared/launch-browser';
import { runCli, tempDir } from '../cli/run-cli';
import { junitSchemaErrors } from '../support/junit-schema/validate-junit';

// `stytch-widget smoke` as a customer runs it: the real binary, small configs, few scenarios.

const TOKEN = 'public-token-test-5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

async function writeConfig(dir: string, config: object): Promise<string> {
  const path = join(dir, 'stytch-widget.config.json');
  await writeFile(path, JSON.stringify({ publicToken: TOKEN, ...config }));
  return path;
}

async function readJson(path: string) {
  return JSON.parse(await readFile(path, 'utf8'));
}

/** The `[[ATTACHMENT|path]]` paths of a JUnit file, each checked to exist from `cwd`. */
async function attachedFiles(xml: string, cwd: string): Promise<string[]> {
  const paths = [...xml.matchAll(/\[\[ATTACHMENT\|([^\]\n]+)\]\]/g)].map((m) => m[1] ?? '');
  for (const path of paths) await access(join(cwd, path));
  return paths;
}

let browser: LaunchedBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('stytch-widget smoke', () => {
  it('a scenario the API refuses: exit 1 naming it, and every reporter shows it', async () => {
    const dir = await tempDir('stytch-widget-smoke-cli-');
    // The API refuses every SMS passcode request (a real HTTP fault armed on the run's test
    // API): the SMS scenario really fails in the browser; the magic link one passes.
    const config = await writeConfig(dir, {
      products: ['emailMagicLinks', 'otp'],
      otpOptions: { methods: ['sms'] },
    });
    const out = join(dir, 'report');
    const run = await runCli(
      [
        'smoke',
        '--config',
        config,
        '--reporter',
        'list,html,junit,json',
        '--out',
        out,
        '--timeout',
        '3000',
        '--fault',
        'POST /sdk/v1/otps/sms/login_or_create 400 invalid_phone_number',
      ],
      { cwd: dir },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('smoke: 1 of 2 scenario(s) failed:');
    expect(run.stderr).toContain('  login: SMS one-time passcode: ');
    // With the API's own reason, in its words.
    expect(run.stderr).toMatch(
      /last failed request: POST http:\/\/\S+\/sdk\/v1\/otps\/sms\/login_or_create: HTTP 400 \(Refused by smoke --fault "POST \/sdk\/v1\/otps\/sms\/login_or_create 400 invalid_phone_number"\.\)$/m,
    );
    expect(run.stderr).toContain('Screenshots of each step: report/index.html');
    // list, without a TTY: plain lines, no spinner.
    expect(run.stdout).toMatch(/^✓ login: email magic link \(\d+ ms\)$/m);
    expect(run.stdout).toMatch(/^✗ login: SMS one-time passcode: /m);
    expect(run.stdout).toContain('1 passed, 1 failed\n');
    expect(run.stdout).not.toContain('\r');
    expect(run.stdout).not.toContain('\u001b[');

    const xml = await readFile(join(out, 'junit.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const junit = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    expect(junit.testsuites).toMatchObject({ tests: '2', failures: '1' });
    const cases = [junit.testsuites.testsuite.testcase].flat();
    expect(
      cases.map((c: { name: string; failure?: unknown }) => [c.name, Boolean(c.failure)]),
    ).toEqual([
      ['login: SMS one-time passcode', true],
      ['login: email magic link', false],
    ]);
    expect(await junitSchemaErrors(xml)).toEqual([]);

    const report = await readJson(join(out, 'report.json'));
    // Each step's screenshot is attached, by a path from the folder the run was in.
    const attached = await attachedFiles(xml, dir);
    const shots = report.results.flatMap((r: { attempts: { steps: unknown[] }[] }) =>
      r.attempts.flatMap((a) => a.steps),
    );
    expect(attached).toHaveLength(shots.length);
    expect(attached.every((path) => path.startsWith('report/screenshots/'))).toBe(true);
    expect(report.results.map((r: { status: string }) => r.status).sort()).toEqual([
      'failed',
      'passed',
    ]);

    // The HTML report, opened in Chromium: the failed scenario is open and shows its screenshot.
    const context = await browser.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.goto(pathToFileURL(join(out, 'index.html')).href);
      const shown = await page.$eval('details[data-status="failed"]', (details) => {
        const image = details.querySelector<HTMLImageElement>('li.step[data-status="failed"] img');
        return {
          open: (details as HTMLDetailsElement).open,
          title: details.querySelector('summary')?.textContent ?? '',
          inline: image?.src.startsWith('data:image/png;base64,') ?? false,
          width: image?.naturalWidth ?? 0,
          visible: image ? image.getBoundingClientRect().height > 0 : false,
          text: details.textContent ?? '',
        };
      });
      expect(shown).toMatchObject({ open: true, inline: true, visible: true });
      expect(shown.title).toContain('login: SMS one-time passcode');
      expect(shown.width).toBeGreaterThan(100);
      expect(shown.text).toContain('Failed requests');
      expect(shown.text).toMatch(/otps\/sms\/login_or_create: HTTP 400/);
    } finally {
      await context.close();
    }
  });

  it('an invalid config: exit 1 naming the problem, before any browser starts', async () => {
    const dir = await tempDir('stytch-widget-smoke-cli-');
    const config = await writeConfig(dir, {
      products: ['otp'],
      otpOptions: { methods: ['pigeon'] },
    });
    const run = await runCli(['smoke', '--config', config], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`smoke: ${config} has problems:`);
    expect(run.stderr).toMatch(/otpOptions\.methods\[0\]/);
    expect(run.stderr).not.toContain('unexpected error');

    // A mode the config cannot mount is a config problem; an unknown mode or shard, a usage error.
    const good = await writeConfig(dir, { products: ['otp'], otpOptions: { methods: ['email'] } });
    const reset = await runCli(['smoke', '--config', good, '--mount', 'reset-password'], {
      cwd: dir,
    });
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain('smoke: the config cannot mount reset-password: products: ');
    const shard = await runCli(['smoke', '--config', good, '--shard', '3/2', '--list'], {
      cwd: dir,
    });
    expect(shard.code).toBe(2);
    expect(shard.stderr).toContain(
      'smoke: expected --shard i/n with 1 ≤ i ≤ n (e.g. 1/3), got "3/2"',
    );
  });

  it('--shard slices cover every scenario exactly once; --workers 2; merge-reports joins them', async () => {
    const dir = await tempDir('stytch-widget-smoke-cli-');
    const config = await writeConfig(dir, {
      products: ['emailMagicLinks', 'otp'],
      otpOptions: { methods: ['sms', 'whatsapp'] },
    });
    const list = async (...args: string[]) => {
      const run = await runCli(['smoke', '--config', config, '--list', ...args], { cwd: dir });
      expect(run.code, run.stderr).toBe(0);
      return run.stdout.trim().split('\n');
    };
    const all = await list();
    expect(all).toHaveLength(3);
    const slices = [await list('--shard', '1/2'), await list('--shard', '2/2')];
    expect(slices.flat().sort()).toEqual([...all].sort());

    const outs = [join(dir, 'shard-1'), join(dir, 'shard-2')];
    for (const [i, out] of outs.entries()) {
      const run = await runCli(
        [
          'smoke',
          '--config',
          config,
          '--shard',
          `${i + 1}/2`,
          '--workers',
          '2',
          '--reporter',
          'json',
          '--out',
          out,
        ],
        { cwd: dir },
      );
      expect(run.code, run.stderr).toBe(0);
      const report = await readJson(join(out, 'report.json'));
      expect(report.shards).toEqual([`${i + 1}/2`]);
      expect(report.results.map((r: { name: string }) => r.name).sort()).toEqual(
        [...(slices[i] ?? [])].sort(),
      );
    }
    const merged = join(dir, 'merged');
    const merge = await runCli(['smoke', 'merge-reports', ...outs, '--out', merged], { cwd: dir });
    expect(merge.code, merge.stderr).toBe(0);
    expect(merge.stdout).toContain('3 scenarios from 2 report(s): 3 passed, 0 failed');
    const report = await readJson(join(merged, 'report.json'));
    expect(report.results.map((r: { name: string }) => r.name).sort()).toEqual([...all].sort());
    const xml = await readFile(join(merged, 'junit.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<testsuites name="stytch-widget smoke" tests="3" failures="0"');
    expect(await junitSchemaErrors(xml)).toEqual([]);
    const html = await readFile(join(merged, 'index.html'), 'utf8');
    // One screenshot per step of every scenario, from both shards' folders.
    const steps = report.results.flatMap((r: { attempts: { steps: unknown[] }[] }) =>
      r.attempts.flatMap((a) => a.steps),
    );
    expect(steps.length).toBeGreaterThan(3);
    expect(html.match(/<img /g)).toHaveLength(steps.length);
    // The merged JUnit attaches the screenshots where merge-reports copied them.
    const attached = await attachedFiles(xml, dir);
    expect(attached).toHaveLength(steps.length);
    expect(attached.every((path) => /^merged\/screenshots\/[12]\//.test(path))).toBe(true);
  });
});
