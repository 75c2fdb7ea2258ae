import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningPageServer, startPageServer } from './page-server';

// A page whose end arrives later: its first part goes out at once, the rest once it settles.

let server: RunningPageServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('page server: a page still streaming in', () => {
  it('sends the body at once and the rest when it settles', async () => {
    let release: (rest: string) => void = () => {};
    server = await startPageServer({
      pages: {
        '/': () => ({
          contentType: 'text/html; charset=utf-8',
          body: '<p>first</p>',
          rest: new Promise<string>((resolve) => (release = resolve)),
        }),
      },
      staticDir: await mkdtemp(join(tmpdir(), 'page-server-rest-')),
    });
    const res = await fetch(server.url);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('<p>first</p>');
    release('<p>rest</p>');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value);
    expect(rest).toBe('<p>rest</p>');
  });
});
