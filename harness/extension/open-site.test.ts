import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../shared/package-root';
import { hasDisplay, openSiteWithExtension } from './open-site';

describe('dev --url: where a browser window can open', () => {
  it('needs DISPLAY or WAYLAND_DISPLAY on Linux, nothing on macOS and Windows', () => {
    expect(hasDisplay({}, 'linux')).toBe(false);
    expect(hasDisplay({ DISPLAY: ':0' }, 'linux')).toBe(true);
    expect(hasDisplay({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBe(true);
    expect(hasDisplay({}, 'darwin')).toBe(true);
    expect(hasDisplay({}, 'win32')).toBe(true);
  });

  it('without a display opens nothing and names the extension folder', async () => {
    const dev = {
      configText: '{}',
      apiUrl: 'http://127.0.0.1:4010',
      devUrl: 'http://127.0.0.1:3000',
    };
    expect(await openSiteWithExtension('http://localhost:5173', dev, {}, 'linux')).toEqual({
      opened: false,
      reason: expect.stringContaining('no display here'),
      extensionFolder: fromPackageRoot('dist', 'extension'),
    });
  });
});
