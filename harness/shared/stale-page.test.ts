import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../widget/config/schema';
import { readPageMount } from './page-mount-options';
import { mountOptionsFromConfig, renderSnippet } from './render-snippet';
import { checkPageAgainstConfig, pageVerdict } from './stale-page';

const config: ConfigFile = {
  publicToken: 'public-token-test-8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
  apiUrl: 'http://127.0.0.1:4010',
  products: ['otp', 'passwords'],
  otpOptions: { methods: ['email'], expirationMinutes: 5 },
  styles: { colors: { primary: '#123456' } },
};
const page = (from: ConfigFile = config) =>
  renderSnippet('html', from, { bundleUrl: '/stytch-widget/stytch-widget.js' });
const login = { file: 'stytch-login.html', format: 'html', mountMode: 'login' } as const;

describe('readPageMount', () => {
  it('reads the mount function, the bundle and the options of a snippet init writes', async () => {
    const mount = readPageMount(await page());
    expect(mount?.mountFunction).toBe('mountLogin');
    expect(mount?.bundleUrl).toBe('/stytch-widget/stytch-widget.js');
    expect(mount?.options).toMatchObject({
      publicToken: config.publicToken,
      elementId: '#stytch-login',
    });
  });

  it('finds nothing on a page without a snippet', () => {
    expect(readPageMount('<p>Welcome</p><script>console.log(1)</script>')).toBeUndefined();
  });
});

describe('checkPageAgainstConfig', () => {
  it('a page written from the config matches it', async () => {
    expect(checkPageAgainstConfig(await page(), config)).toMatchObject({
      kind: 'checked',
      differences: [],
    });
  });

  it('names each key that differs, in the config file’s terms, both ways', async () => {
    const stale = await page({
      ...config,
      otpOptions: { methods: ['email'], expirationMinutes: 9 },
      styles: {},
      locale: 'de',
    });
    const check = checkPageAgainstConfig(stale, config);
    expect(check.kind === 'checked' && check.differences).toEqual([
      { key: 'otpOptions.expirationMinutes', page: '9', config: '5' },
      { key: 'styles', page: '(not set)', config: '{"colors":{"primary":"#123456"}}' },
      { key: 'locale', page: '"de"', config: '(not set)' },
    ]);
  });

  it('reads a page that mounts from its own module script, leaving out what is code (a callback)', () => {
    const options = JSON.stringify(mountOptionsFromConfig(config, 'stytch-login'), null, 2);
    const programmatic = `<div id="stytch-login"></div>
<script type="module">
  import { mountLogin } from '/stytch-widget/stytch-widget.js';
  const options = ${options.replace('{', '{\n    callbacks: { onEvent: (e) => console.log(e) },')};
  mountLogin(options);
</script>`;
    expect(readPageMount(programmatic)).toMatchObject({
      mountFunction: 'mountLogin',
      bundleUrl: '/stytch-widget/stytch-widget.js',
    });
    expect(checkPageAgainstConfig(programmatic, config)).toMatchObject({ differences: [] });
  });
});

describe('pageVerdict', () => {
  it('says what to run to write the page again, keeping its bundle', async () => {
    const stale = await page({
      ...config,
      otpOptions: { methods: ['email'], expirationMinutes: 9 },
    });
    expect(pageVerdict(login, stale, config, 'stytch-widget.config.json')).toEqual({
      file: 'stytch-login.html',
      problems: [
        'stytch-login.html does not match stytch-widget.config.json:',
        '  otpOptions.expirationMinutes: page 9, config 5',
      ],
      fix: 'npx stytch-widget snippet --format html --bundle-url /stytch-widget/stytch-widget.js > stytch-login.html',
    });
  });

  it('a page that lost its snippet is named as such', () => {
    expect(pageVerdict(login, '<p>Login coming soon</p>', config, 'app.json').problems).toEqual([
      'stytch-login.html holds no stytch-widget snippet (no data-stytch-widget block, nor a module script passing options to the bundle).',
    ]);
  });
});
