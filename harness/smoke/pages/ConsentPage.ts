import type { Page } from 'puppeteer-core';

/** What the consent page says arrived with the start URL. */
export interface ConsentDetails {
  provider: string;
  scopes: string[];
  providerParams: Record<string, string>;
  /** Whether a PKCE code_challenge came with the start. */
  pkce: boolean;
  loginRedirect: string;
  signupRedirect: string;
}

/**
 * The test API's stand-in for a provider's consent screen (harness/test-api/oauth): it shows
 * what the start URL carried and an editable test identity; Allow or Cancel send the browser
 * back to the redirect URL with a token or with `error=access_denied`.
 */
export class ConsentPage {
  constructor(readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.waitForSelector('h1 [data-provider]');
  }

  /** The start URL, as the SDK built it: the consent page is where the browser landed on it. */
  startUrl(): URL {
    return new URL(this.page.url());
  }

  async details(): Promise<ConsentDetails> {
    return this.page.evaluate(() => {
      const cell = (label: string) =>
        [...document.querySelectorAll('tr')]
          .find((row) => row.querySelector('th')?.textContent === label)
          ?.querySelector('td') ?? null;
      const codes = (label: string) =>
        [...(cell(label)?.querySelectorAll('code') ?? [])].map((code) => code.textContent ?? '');
      const redirects = codes('Redirects');
      return {
        provider: document.querySelector('h1 [data-provider]')?.getAttribute('data-provider') ?? '',
        scopes: codes('Custom scopes'),
        providerParams: Object.fromEntries(
          codes('Provider params').map((pair) => {
            const at = pair.indexOf('=');
            return [pair.slice(0, at), pair.slice(at + 1)];
          }),
        ),
        pkce: (cell('PKCE')?.textContent ?? '').includes('code_challenge received'),
        loginRedirect: redirects[0] ?? '',
        signupRedirect: redirects[1] ?? '',
      };
    });
  }

  /** Allows as the test identity with this email; the browser follows the redirect back. */
  async allow(email: string): Promise<void> {
    await this.page.$eval(
      '#email',
      (input, value) => {
        (input as HTMLInputElement).value = value;
      },
      email,
    );
    await Promise.all([this.page.waitForNavigation(), this.page.click('button[value="allow"]')]);
  }

  /** Cancels (denies consent); the browser follows the redirect back with the error. */
  async deny(): Promise<void> {
    await Promise.all([this.page.waitForNavigation(), this.page.click('button[value="deny"]')]);
  }
}
