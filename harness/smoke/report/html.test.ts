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

  it('lists the Stytch calls the test API answered and the blocked requests of a routed run', async () => {
    const html = await htmlReport(sampleReport(), async () => 'data:,');
    expect(html).toContain('Stytch calls answered by the test API (2)');
    expect(html).toContain('GET test.stytch.com/sdk/v1/projects/bootstrap/t → 200');
    expect(html).toContain(
      'POST test.stytch.com/sdk/v1/nope → 404 (No route for POST /sdk/v1/nope.)',
    );
    expect(html).toContain('Blocked requests (1)');
    expect(html).toContain('GET https://fonts.example.com/a.css');
    expect(html).toContain('Stytch calls the test API did not answer (not needed by the flow) (1)');
    expect(html).toContain('GET js.stytch.com/sdk-assets/google.svg: 404');
    // A run without routing shows no such section.
    expect((html.match(/Stytch calls answered/g) ?? []).length).toBe(1);
  });
});
