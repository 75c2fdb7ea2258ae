import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, TOKEN, tempDir } from './run-cli';

// Invalid configs → the exact lines `stytch-widget validate` prints (stderr) and its exit code.
const T = TOKEN;
const ok = { publicToken: T, products: ['otp'], otpOptions: { methods: ['email'] } };
const URL_HINT = 'must be an absolute http(s) URL, e.g. "http://localhost:3000/authenticate"';
const COLOUR_HINT = 'must be a CSS colour, e.g. "#19303D", "rgb(25 48 61)" or "navy"';
const ONE_TAP_URLS = [
  'oauthOptions.loginRedirectURL: required for Google One Tap; set the URL of your redirect page',
  'oauthOptions.signupRedirectURL: required for Google One Tap; set the URL of your redirect page',
];

const table: [name: string, config: unknown, lines: string[]][] = [
  // Public tokens (the product's messages, quoted exactly)
  [
    'token is a number',
    { ...ok, publicToken: 42 },
    ['publicToken: Public token is malformed. Expected a string, got number.'],
  ],
  [
    'token is empty',
    { ...ok, publicToken: '' },
    ['publicToken: Expected "public-token-...", got an empty string.'],
  ],
  [
    'token has the wrong prefix',
    { ...ok, publicToken: 'secret-token-1' },
    ['publicToken: Expected "public-token-...", got secret-token-1.'],
  ],
  // The rule validate, doctor, init, the JSON Schema and the widget share: test or live, an id.
  [
    'token without an id',
    { ...ok, publicToken: 'public-token-test-' },
    ['publicToken: Expected "public-token-...", got public-token-test-.'],
  ],
  [
    'token with a space',
    { ...ok, publicToken: 'public-token-test-ab cd' },
    ['publicToken: Expected "public-token-...", got public-token-test-ab cd.'],
  ],
  [
    'token of no Stytch environment',
    { ...ok, publicToken: 'public-token-prod-abc' },
    ['publicToken: Expected "public-token-...", got public-token-prod-abc.'],
  ],
  [
    'token is missing',
    { products: ['otp'], otpOptions: { methods: ['email'] } },
    [
      'publicToken: Public token is malformed. Expected a string, got undefined.',
      '    fix: Add "publicToken": your project\'s public token (public-token-test-… or public-token-live-… from the Stytch dashboard; any public-token-test-… works against the local test API).',
    ],
  ],
  [
    'token is null',
    { ...ok, publicToken: null },
    ['publicToken: Public token is malformed. Expected a string, got null.'],
  ],
  // Products
  ['products missing', { publicToken: T }, ['products: is required']],
  ['products not a list', { ...ok, products: 'otp' }, ['products: expected Array, got "otp"']],
  [
    'products empty',
    { publicToken: T, products: [] },
    ['products: must name at least one product (got an empty list)'],
  ],
  [
    '"sms" as a product',
    { publicToken: T, products: ['sms'] },
    ['products[0]: unknown product "sms"; did you mean "otp" with otpOptions.methods ["sms"]?'],
  ],
  [
    'misspelt product',
    { publicToken: T, products: ['emailMagicLink'] },
    ['products[0]: unknown product "emailMagicLink"; did you mean "emailMagicLinks"?'],
  ],
  [
    '"eml" as a product',
    { publicToken: T, products: ['eml'] },
    ['products[0]: unknown product "eml"; did you mean "emailMagicLinks"?'],
  ],
  [
    'product listed twice',
    { ...ok, products: ['otp', 'otp'] },
    ['products[1]: "otp" is listed twice'],
  ],
  // Main's composition rules
  [
    'passkeys alone',
    { publicToken: T, products: ['passkeys'] },
    [
      'products: Error: Cannot use Passkeys by itself, please add another product to the config.',
      '    fix: Add a product users log in with before they have a passkey, e.g. "passwords" or "otp" with the "email" method.',
    ],
  ],
  [
    'magic links with email OTP',
    { ...ok, products: ['emailMagicLinks', 'otp'] },
    [
      'products: Error: Cannot use both EML and Email OTP',
      '    fix: Keep one way to log in by email: remove "emailMagicLinks" from products (a code by email), or "email" from otpOptions.methods (a magic link).',
    ],
  ],
  [
    'otp without otpOptions',
    { publicToken: T, products: ['otp'] },
    ['otpOptions: required with the "otp" product; e.g. { "methods": ["email"] }'],
  ],
  [
    'SMS codes without the otp product',
    { publicToken: T, products: ['emailMagicLinks'], otpOptions: { methods: ['sms'] } },
    ['otpOptions: only used by the "otp" product; add "otp" to products or remove otpOptions'],
  ],
  [
    'no OTP methods',
    { ...ok, otpOptions: { methods: [] } },
    ['otpOptions.methods: must name at least one method (got an empty list)'],
  ],
  [
    'unknown OTP method',
    { ...ok, otpOptions: { methods: ['pigeon'] } },
    ['otpOptions.methods[0]: unknown value "pigeon"; expected one of sms, whatsapp, email'],
  ],
  [
    'OTP method twice',
    { ...ok, otpOptions: { methods: ['sms', 'sms'] } },
    ['otpOptions.methods[1]: "sms" is listed twice'],
  ],
  // Numbers
  [
    'expiration as a string',
    { ...ok, otpOptions: { methods: ['email'], expirationMinutes: '5' } },
    ['otpOptions.expirationMinutes: expected number, got "5"'],
  ],
  [
    'fractional expiration',
    { ...ok, otpOptions: { methods: ['email'], expirationMinutes: 2.5 } },
    [
      'otpOptions.expirationMinutes: must be a whole number of minutes from 1 to 10 (Stytch refuses other values) (got number 2.5)',
    ],
  ],
  [
    'zero expiration',
    { ...ok, otpOptions: { methods: ['email'], expirationMinutes: 0 } },
    [
      'otpOptions.expirationMinutes: must be a whole number of minutes from 1 to 10 (Stytch refuses other values) (got number 0)',
    ],
  ],
  [
    'an OTP lifetime the API refuses',
    { ...ok, otpOptions: { methods: ['email'], expirationMinutes: 99_999 } },
    [
      'otpOptions.expirationMinutes: must be a whole number of minutes from 1 to 10 (Stytch refuses other values) (got number 99999)',
    ],
  ],
  [
    'a session shorter than the API allows',
    { ...ok, sessionOptions: { sessionDurationMinutes: 4 } },
    [
      'sessionOptions.sessionDurationMinutes: must be a whole number of minutes from 5 to 527,040 (Stytch refuses other values) (got number 4)',
    ],
  ],
  [
    'session without duration',
    { ...ok, sessionOptions: {} },
    ['sessionOptions.sessionDurationMinutes: is required'],
  ],
  [
    'session duration as text',
    { ...ok, sessionOptions: { sessionDurationMinutes: 'long' } },
    ['sessionOptions.sessionDurationMinutes: expected number, got "long"'],
  ],
  // OAuth
  [
    'oauth without providers',
    { publicToken: T, products: ['oauth'], oauthOptions: { providers: [] } },
    ['oauthOptions.providers: required with the "oauth" product; e.g. [{ "type": "google" }]'],
  ],
  [
    'unknown OAuth provider',
    { publicToken: T, products: ['oauth'], oauthOptions: { providers: [{ type: 'myspace' }] } },
    [
      'oauthOptions.providers[0].type: unknown value "myspace"; expected one of google, microsoft, apple, github, gitlab, facebook, discord, salesforce, slack, amazon, bitbucket, linkedin, coinbase, twitch, twitter, tiktok, snapchat, figma, yahoo',
    ],
  ],
  [
    'OAuth provider twice',
    {
      publicToken: T,
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'github' }, { type: 'github' }] },
    },
    ['oauthOptions.providers[1].type: "github" is listed twice'],
  ],
  [
    'One Tap without redirect URLs',
    {
      publicToken: T,
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google', one_tap: true }] },
    },
    ONE_TAP_URLS,
  ],
  [
    'One Tap on GitHub',
    {
      publicToken: T,
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'github', one_tap: true }] },
    },
    [
      'oauthOptions.providers[0].one_tap: One Tap (one_tap, position) is only available for "google"',
      ...ONE_TAP_URLS,
    ],
  ],
  [
    'unknown One Tap position',
    {
      publicToken: T,
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google', position: 'top' }] },
    },
    [
      'oauthOptions.providers[0].position: unknown value "top"; expected one of embedded, floating, forceFloating, embeddedOnly',
    ],
  ],
  [
    'oauthOptions without oauth',
    { ...ok, oauthOptions: { providers: [{ type: 'google' }] } },
    [
      'oauthOptions: only used by the "oauth" product; add "oauth" to products or remove oauthOptions',
    ],
  ],
  // Magic links, passwords, unknown keys
  [
    'redirect URL without a scheme',
    {
      publicToken: T,
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: 'localhost/auth' },
    },
    [`emailMagicLinksOptions.loginRedirectURL: ${URL_HINT} (got "localhost/auth")`],
  ],
  [
    'misspelt option',
    {
      publicToken: T,
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectUrl: 'http://x.test/a' },
    },
    [
      'emailMagicLinksOptions.loginRedirectUrl: unknown option "loginRedirectUrl"; did you mean "loginRedirectURL"?',
    ],
  ],
  [
    'magic-link options without the product',
    { ...ok, emailMagicLinksOptions: {} },
    [
      'emailMagicLinksOptions: only used by the "emailMagicLinks" product; add "emailMagicLinks" to products or remove emailMagicLinksOptions',
    ],
  ],
  [
    'password options without the product',
    { ...ok, passwordOptions: {} },
    [
      'passwordOptions: only used by the "passwords" product; add "passwords" to products or remove passwordOptions',
    ],
  ],
  [
    'unknown top-level key',
    { ...ok, prodcts: ['otp'] },
    ['prodcts: unknown option "prodcts"; did you mean "products"?'],
  ],
  [
    'apiUrl without a scheme',
    { ...ok, apiUrl: 'localhost:4010' },
    [`apiUrl: ${URL_HINT} (got "localhost:4010")`],
  ],
  [
    'shadow DOM as text',
    { ...ok, enableShadowDOM: 'yes' },
    ['enableShadowDOM: expected boolean, got "yes"'],
  ],
  // Theme
  [
    'unknown colour name',
    { ...ok, styles: { colors: { primary: 'blurple' } } },
    [`styles.colors.primary: ${COLOUR_HINT} (got "blurple")`],
  ],
  [
    'five-digit hex colour',
    { ...ok, styles: { container: { backgroundColor: '#12345' } } },
    [`styles.container.backgroundColor: ${COLOUR_HINT} (got "#12345")`],
  ],
  [
    'radius that is not a length',
    { ...ok, styles: { container: { borderRadius: 'round' } } },
    [
      'styles.container.borderRadius: must be a CSS length, e.g. "8px", "1rem" or "100%" (a bare number means pixels) (got "round")',
    ],
  ],
  [
    'relative logo URL',
    { ...ok, styles: { logo: { logoImageUrl: 'logo.png' } } },
    [`styles.logo.logoImageUrl: ${URL_HINT} (got "logo.png")`],
  ],
  [
    'British "colours"',
    { ...ok, styles: { colours: { primary: '#fff' } } },
    ['styles.colours: unknown option "colours"; did you mean "colors"?'],
  ],
  [
    'hideHeaderText as text',
    { ...ok, styles: { hideHeaderText: 'true' } },
    ['styles.hideHeaderText: expected boolean, got "true"'],
  ],
  // Not an object at all
  [
    'a list instead of an object',
    [ok],
    ['(root): expected an object with "publicToken" and "products", got an array'],
  ],
  ['null', null, ['(root): expected an object with "publicToken" and "products", got null']],
  [
    'a string',
    'public-token-test-x',
    ['(root): expected an object with "publicToken" and "products", got "public-token-test-x"'],
  ],
  [
    'several problems at once',
    { publicToken: 'pk', products: ['sms', 'passkeys'], otpOptions: { methods: ['fax'] } },
    [
      'publicToken: Expected "public-token-...", got pk.',
      'products[0]: unknown product "sms"; did you mean "otp" with otpOptions.methods ["sms"]?',
      'otpOptions.methods[0]: unknown value "fax"; expected one of sms, whatsapp, email',
    ],
  ],
];

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

describe(`validate: ${table.length} invalid configs → exit 1, one line per problem`, () => {
  it('has at least 30 cases', () => expect(table.length).toBeGreaterThanOrEqual(30));

  // Concurrent: each case spawns the binary, and most of that time is Node starting up.
  table.forEach(([name, config, lines], index) => {
    it.concurrent(name, async () => {
      const file = join(dir, `invalid-${index}.json`);
      await writeFile(file, JSON.stringify(config, null, 2));
      const run = await runCli(['validate', file]);
      expect(run.stdout).toBe(`config: ${file}\n`);
      expect(run.stderr.trimEnd().split('\n')).toEqual(lines);
      expect(run.code).toBe(1);
    });
  });
});

describe('validate: unreadable or malformed → exit 2 with line and column', () => {
  const malformed: [name: string, text: string, line: string][] = [
    [
      'trailing comma',
      '{\n  "publicToken": "x",\n  "products": ["otp",]\n}',
      ':3:22: malformed JSON: trailing comma before "]"',
    ],
    [
      'single quotes',
      "{\n  'publicToken': 1\n}",
      ':2:3: malformed JSON: expected a double-quoted property name, found "\'"',
    ],
    [
      'missing colon',
      '{"publicToken" "x"}',
      ':1:16: malformed JSON: expected ":" after the property name, found "\\""',
    ],
    [
      'unterminated string',
      '{\n  "publicToken": "public-token-test\n}',
      ':2:36: malformed JSON: line break or control character inside a string',
    ],
    [
      'bare word',
      '{\n  "enableShadowDOM": yes\n}',
      ':2:22: malformed JSON: expected a value, found "y"',
    ],
    ['empty file', '', ':1:1: malformed JSON: the file is empty'],
    ['two values', '{}\n{}', ':2:1: malformed JSON: unexpected "{" after the JSON value'],
  ];
  for (const [name, text, suffix] of malformed) {
    it.concurrent(name, async () => {
      const file = join(dir, `malformed-${name.replace(/\W+/g, '-')}.json`);
      await writeFile(file, text);
      const run = await runCli(['validate', file]);
      expect(run.stderr.trimEnd()).toBe(`${file}${suffix}`);
      expect(run.code).toBe(2);
    });
  }

  it('a missing file', async () => {
    const run = await runCli(['validate', join(dir, 'nope.json')]);
    expect(run.stderr).toContain('nope.json: no such file; create one with `stytch-widget init`');
    expect(run.code).toBe(2);
  });

  it('a folder', async () => {
    await mkdir(join(dir, 'folder.json'), { recursive: true });
    const run = await runCli(['validate', join(dir, 'folder.json')]);
    expect(run.stderr).toContain('folder.json: is a folder, not a file');
    expect(run.code).toBe(2);
  });

  it('a UTF-8 byte-order mark is fine', async () => {
    const file = join(dir, 'bom.json');
    await writeFile(file, `\ufeff${JSON.stringify(ok)}`);
    const run = await runCli(['validate', file]);
    expect(run.code).toBe(0);
  });
});

describe('validate: a theme below WCAG AA', () => {
  // The theme: white button text on #8AB4F8, about 2.1:1. Valid (the widget mounts),
  // so exit 0, but said with the colours, the ratio and a colour that passes.
  const light = { ...ok, styles: { colors: { primary: '#8AB4F8' } } };

  it('is reported with the ratio and a fix, exit 0', async () => {
    const file = join(dir, 'contrast.json');
    await writeFile(file, JSON.stringify(light));
    const run = await runCli(['validate', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '⚠ contrast: the default #FFFFFF on styles.colors.primary #8AB4F8: 2.11:1, below WCAG AA (4.5:1) for text',
    );
    expect(run.stdout).toMatch(
      /^ {4}fix: Set styles\.colors\.primary to #[0-9a-f]{6} \(4\.\d\d:1\), or another colour with 4\.5:1 or more\.$/m,
    );
  });

  it('--json lists it under warnings', async () => {
    const file = join(dir, 'contrast-json.json');
    await writeFile(file, JSON.stringify(light));
    const run = await runCli(['validate', file, '--json']);
    expect(run.code).toBe(0);
    const { warnings } = JSON.parse(run.stdout) as { warnings: { code: string }[] };
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((warning) => warning.code === 'contrast')).toBe(true);
  });
});

describe('validate --json', () => {
  it('prints the problems machine-readably, exit 1', async () => {
    const file = join(dir, 'json-out.json');
    await writeFile(file, JSON.stringify({ ...ok, products: ['emailMagicLinks', 'otp'] }));
    const run = await runCli(['validate', file, '--json']);
    expect(run.code).toBe(1);
    // stdout is the JSON alone; the config line goes to stderr.
    expect(run.stderr).toBe(`config: ${file}\n`);
    expect(JSON.parse(run.stdout)).toEqual({
      file,
      ok: false,
      valid: false,
      problems: [
        {
          path: 'products',
          message: 'Error: Cannot use both EML and Email OTP',
          fix: 'Keep one way to log in by email: remove "emailMagicLinks" from products (a code by email), or "email" from otpOptions.methods (a magic link).',
        },
      ],
      warnings: [],
    });
  });

  it('says valid, exit 0', async () => {
    const file = join(dir, 'json-ok.json');
    await writeFile(file, JSON.stringify(ok));
    const run = await runCli(['validate', file, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      file,
      ok: true,
      valid: true,
      problems: [],
      warnings: [],
    });
  });

  it('reports malformed JSON as JSON too, exit 2', async () => {
    const file = join(dir, 'json-bad.json');
    await writeFile(file, '{"a": }');
    const run = await runCli(['validate', file, '--json']);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({
      ok: false,
      valid: false,
      error: `${file}:1:7: malformed JSON: expected a value, found "}"`,
    });
  });
});
