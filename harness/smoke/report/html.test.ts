import { describe, expect, it } from 'vitest';
import { sampleReport } from './fixtures.test-support';
import { htmlReport } from './html';

describe('htmlReport', () => {
  it('inlines each screenshot as a data URL, escapes names and logs, puts failures first', async () => {
    const html = await htmlReport(
      sampleReport(),
      async (path) => `data:image/png;base64,${Buffer.from(path).toString('base64')}`,
    );
    expect(html).toContain(
      `src="data:image/png;base64,${Buffer.from('screenshots/a-1-01.png').toString('base64')}"`,
    );
    expect(html).not.toContain('src="screenshots/');
    expect(html).toContain('login: SMS &lt;one-time&gt; passcode &amp; &quot;quotes&quot;');
    expect(html).toContain('Timed out after waiting 15000ms &lt;button&gt;');
    expect(html).toContain('POST http://127.0.0.1:1/sdk/v1/passwords: HTTP 400');
    expect(html.indexOf('data-status="failed"')).toBeLessThan(html.indexOf('data-status="flaky"'));
    expect(html).toContain('Attempt 1 of 2');
  });
});
