import { describe, expect, it, vi } from 'vitest';
import { sampleReport } from './fixtures.test-support';
import { ListReporter } from './list';

function stream(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, isTTY, write: (chunk: string) => chunks.push(chunk) };
}

describe('ListReporter', () => {
  const [passed, flaky, failed] = sampleReport().results;

  it('without a TTY: one plain line per scenario and the summary, no escape codes', () => {
    const out = stream(false);
    const lines: string[] = [];
    const list = new ListReporter(out, (line) => lines.push(line));
    list.begin(3);
    for (const result of [passed, flaky, failed]) {
      if (!result) throw new Error('sample');
      list.scenarioStarted(result.name);
      list.scenarioEnded(result);
    }
    list.end(sampleReport().results);
    expect(lines).toEqual([
      '✓ login: email one-time passcode (812 ms)',
      '~ login: SMS <one-time> passcode & "quotes" (flaky: passed on attempt 2, 2100 ms)',
      '✗ resetPassword: forgot password: Timed out after waiting 15000ms <button>\n    screenshot: screenshots/a-1-01.png',
      '1 passed, 1 failed, 1 flaky',
    ]);
    expect(out.chunks.join('')).toBe(`${lines.join('\n')}\n`);
  });

  it('on a TTY: a spinner line with the running scenario and its elapsed time, redrawn in place', () => {
    vi.useFakeTimers();
    try {
      const out = stream(true);
      const list = new ListReporter(out);
      list.begin(1);
      list.scenarioStarted('login: email one-time passcode');
      vi.advanceTimersByTime(1_250);
      const drawn = out.chunks.join('');
      expect(drawn).toContain('\r\u001b[2K');
      expect(drawn).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] \[0\/1\] login: email one-time passcode 1\.2 s/);
      if (passed) list.scenarioEnded(passed);
      list.end(passed ? [passed] : []);
      expect(out.chunks.join('').endsWith('\r\u001b[2K1 passed, 0 failed\n')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
