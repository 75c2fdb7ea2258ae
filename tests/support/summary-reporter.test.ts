import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createVitest } from 'vitest/node';
import { SummaryReporter } from './summary-reporter';

// Real vitest runs on small fixture files (named *.fixture.ts so no project collects them),
// with the reporter as the only one; the test reads the closing line it writes.
const fixtures = fileURLToPath(new URL('./summary-reporter-fixtures', import.meta.url));

async function summaryOf(...files: string[]): Promise<string> {
  const written: string[] = [];
  const exitCode = process.exitCode;
  const vitest = await createVitest('test', {
    root: fixtures,
    config: false,
    include: files,
    watch: false,
    reporters: [new SummaryReporter({ write: (text) => written.push(text) })],
  });
  try {
    await vitest.start();
  } finally {
    await vitest.close();
    // The fixtures fail on purpose; their failure is not this run's.
    process.exitCode = exitCode;
  }
  return written.join('').trim();
}

describe('SummaryReporter', () => {
  it('counts passed, failed and skipped tests of a run whose setups all worked', async () => {
    // skip, todo and a test that skips itself are skipped; nothing else is.
    expect(await summaryOf('healthy.fixture.ts')).toBe('1 passed, 1 failed, 3 skipped');
  });

  it('counts each test of a suite whose beforeAll failed as failed, not skipped', async () => {
    expect(await summaryOf('suite-setup-fails.fixture.ts')).toBe('1 passed, 2 failed, 1 skipped');
  });

  it('does the same for a file-level beforeAll', async () => {
    expect(await summaryOf('module-setup-fails.fixture.ts')).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('counts a failed afterAll, and a file that does not load, as one failure each', async () => {
    expect(await summaryOf('teardown-fails.fixture.ts')).toBe('1 passed, 1 failed, 0 skipped');
    expect(await summaryOf('does-not-load.fixture.ts')).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('counts an error vitest caught outside any test (it fails the run for it)', async () => {
    expect(await summaryOf('unhandled-error.fixture.ts')).toBe('1 passed, 1 failed, 0 skipped');
  });

  it('adds up a whole run', async () => {
    expect(await summaryOf('*.fixture.ts')).toBe('4 passed, 7 failed, 4 skipped');
  });
}, 60_000);
