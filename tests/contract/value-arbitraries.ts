import colorNames from 'color-name';
import fc from 'fast-check';

// Values of each kind, from a small grammar that mixes what is right with the near misses
// people type: a token without an id or with a space, a length without a unit or with a space,
// a colour function with the wrong arguments, a URL without a scheme. The property tests check
// that every check of a kind agrees on each of them.

const pick = <T>(...values: T[]) => fc.constantFrom(...values);

const ID_CHARS = pick('a', 'Z', '0', '9', '-', '_', '.', ' ', '\t', 'é');

export const publicTokens = fc.oneof(
  fc
    .tuple(pick('test', 'live'), fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/))
    .map(([kind, id]) => `public-token-${kind}-${id}`),
  fc
    .tuple(
      pick(
        'public-token-test-',
        'public-token-live-',
        'public-token-prod-',
        'public-token-',
        'public-token-test',
        'Public-token-test-',
        'pk-',
        '',
      ),
      fc.string({ unit: ID_CHARS, maxLength: 6 }),
    )
    .map(([prefix, id]) => prefix + id),
);

const DIGITS = fc.stringMatching(/^\d{1,3}$/);

export const cssLengthStrings = fc
  .tuple(
    pick('', '', '-', ' '),
    DIGITS,
    pick('', '', '.5', '.', '.25'),
    pick('', 'px', 'rem', 'em', '%', 'PX', ' px', 'vh', 'pt'),
  )
  .map(([sign, digits, fraction, unit]) => sign + digits + fraction + unit);

/** As people write them: whole numbers and quarters. */
export const cssLengthNumbers = fc.oneof(
  fc.integer({ min: -5, max: 2000 }),
  fc.integer({ min: 0, max: 2000 }).map((n) => n / 4),
);

const NUMBER = fc.oneof(
  DIGITS,
  fc.tuple(DIGITS, DIGITS).map(([a, b]) => `${a}.${b}`),
  DIGITS.map((d) => `-${d}`),
);
const ARGUMENT = fc.oneof(
  NUMBER,
  NUMBER.map((n) => `${n}%`),
  NUMBER.map((n) => `${n}deg`),
  pick('none', 'a', '0.5turn'),
);

const colorFunctions = fc
  .tuple(
    pick('rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'RGB', 'rgbx'),
    fc.array(ARGUMENT, { minLength: 1, maxLength: 4 }),
    pick(' ', ', ', ','),
    fc.option(ARGUMENT, { nil: undefined }),
  )
  .map(([name, args, separator, alpha]) => {
    const alphaPart = alpha === undefined ? '' : separator === ' ' ? ` / ${alpha}` : `, ${alpha}`;
    return `${name}(${args.join(separator)}${alphaPart})`;
  });

const colorSpaces = fc
  .tuple(
    pick('srgb', 'display-p3', 'xyz', 'rec2020', 'cmyk'),
    fc.array(ARGUMENT, { minLength: 2, maxLength: 4 }),
  )
  .map(([space, args]) => `color(${space} ${args.join(' ')})`);

const NAMES = Object.keys(colorNames);

export const cssColors = fc.oneof(
  fc.stringMatching(/^#[0-9a-fA-FgG]{2,9}$/),
  colorFunctions,
  colorSpaces,
  pick(...NAMES),
  pick(...NAMES).map((name) => name.toUpperCase()),
  pick('blurple', 'inherit', 'initial', 'transparent', 'currentColor', 'var(--brand)', ' navy', ''),
);

export const httpUrls = fc
  .tuple(
    pick('http://', 'https://', 'HTTPS://', 'ftp://', '', '//', 'javascript:', 'localhost:'),
    pick('localhost:3000', 'example.com', '127.0.0.1:4010', 'exa mple.com', '', '[::1]:8080'),
    pick('', '/', '/authenticate', '/a b', '/a?b=c#d', '/%20x', '\t'),
  )
  .map(([scheme, host, path]) => scheme + host + path);
