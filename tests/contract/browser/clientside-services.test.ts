import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTestApi, startTestApi } from '../../../harness/test-api';
import { type SdkBrowser, startSdkBrowser } from './browser';
import type { PageServer } from './page-server';

// The local client-side services iframe answers the SDK's postMessage RPC on the transferred
// port, as js.stytch.com's would, so phone typing does not wait on timeouts offline.

let api: RunningTestApi;
let sdk: SdkBrowser;
let pages: PageServer;
let page: Page;

beforeAll(async () => {
  api = await startTestApi({ port: 0, db: ':memory:' });
  sdk = await startSdkBrowser();
  ({ pages, page } = sdk);
  await page.goto(pages.url);
  await page.evaluate(async (src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.body.append(frame);
    await loaded;
    (window as unknown as { frame: HTMLIFrameElement }).frame = frame;
  }, `${api.url}/clientside-services/index.html`);
}, 60_000);

afterAll(async () => {
  await sdk?.close();
  await api?.close();
});

const rpc = (method: string, req: Record<string, string>) =>
  page.evaluate(
    (m, r, target) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        const frame = (window as unknown as { frame: HTMLIFrameElement }).frame;
        frame.contentWindow?.postMessage({ method: m, args: [r] }, target, [channel.port2]);
      }),
    method,
    req,
    `${api.url}/clientside-services/index.html`,
  );

describe('client-side services iframe', () => {
  it('parses and formats phone numbers', async () => {
    expect(await rpc('parsedPhoneNumber', { phoneNumber: '4155550123', regionCode: 'US' })).toEqual(
      {
        success: true,
        payload: { isValid: true, number: '+14155550123', national: '(415) 555-0123' },
      },
    );
    expect(await rpc('parsedPhoneNumber', { phoneNumber: '12' })).toMatchObject({
      success: true,
      payload: { isValid: false },
    });
  });

  it('gives example numbers, and answers failures as the SDK rebuilds them (StytchAPIError)', async () => {
    expect(await rpc('getExamplePhoneNumber', { regionCode: 'GB' })).toMatchObject({
      success: true,
      payload: { phoneNumber: expect.stringMatching(/^07\d/) },
    });
    expect(await rpc('oneTapStart', { publicToken: 'x' })).toMatchObject({
      success: false,
      error: { name: 'StytchAPIError', status_code: 401, error_type: 'invalid_public_token' },
    });
  });
});
