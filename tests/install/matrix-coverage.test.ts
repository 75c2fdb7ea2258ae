import { describe, expect, it } from 'vitest';
import { AVAILABLE_PRODUCTS } from '../../widget/config/available-products';
import { OTP_METHODS } from '../../widget/config/constants';
import { LOCALES } from '../../widget/i18n/locales';
import { orders } from '../support/config-matrix/init-matrix';
import { preparedInstall } from '../support/prepared-install';

// What the init → smoke matrix covers, checked on the matrix tests/install/config-matrix-* run
// (worked out in tests/support/packed-install.setup.ts): every value, every pair, and the
// configs it holds whole (each language with every product, each order of the OTP methods).

/** Whether a config's flags hold the factor's value (as init-matrix writes them). */
function holds(flags: readonly string[], factor: string, value: string): boolean {
  const [flag, item] = factor.split(':') as [string, string | undefined];
  const at = flags.indexOf(flag);
  const given = at >= 0 ? flags[at + 1] : undefined;
  if (item !== undefined) {
    const on = given?.split(',').includes(item) ?? false;
    return value === (on ? 'on' : 'off');
  }
  if (value === 'on') return at >= 0;
  if (value === 'off' || value === '(default)') return at < 0;
  return given === value;
}

// The matrix the install files run, worked out once for the run by the project's setup.
const { matrix } = await preparedInstall();

describe("the init → smoke matrix's configs", () => {
  /** A config's `--flag` value, or undefined. */
  const flagValue = (flags: readonly string[], flag: string) => {
    const at = flags.indexOf(flag);
    return at >= 0 ? flags[at + 1] : undefined;
  };

  it('hold every language with every product, so smoke finds every screen by its names there', () => {
    const everyProduct = [...AVAILABLE_PRODUCTS].sort().join(',');
    for (const locale of LOCALES) {
      const whole = matrix.configs.filter(
        (flags) =>
          flagValue(flags, '--locale') === locale &&
          (flagValue(flags, '--products') ?? '').split(',').sort().join(',') === everyProduct,
      );
      expect(whole.length, `--locale ${locale} with every product`).toBeGreaterThan(0);
    }
  });

  it('hold OTP alone with its methods in each order (Main shows its tabs in that order)', () => {
    for (const order of orders(OTP_METHODS).map((o) => o.join(','))) {
      const held = matrix.configs.some(
        (flags) =>
          flagValue(flags, '--products') === 'otp' && flagValue(flags, '--otp-methods') === order,
      );
      expect(held, `--products otp --otp-methods ${order}`).toBe(true);
    }
  });

  it('cover every value of every factor at least once', () => {
    for (const factor of matrix.factors) {
      for (const value of factor.values) {
        const seen = matrix.configs.some((flags) => holds(flags, factor.name, value));
        expect(seen, `${factor.name}=${value}`).toBe(true);
      }
    }
  });

  it('hold every pair of two factors’ values that init can write together', () => {
    const impossible = new Set(matrix.impossible);
    const missing: string[] = [];
    matrix.factors.forEach((a, i) => {
      for (const b of matrix.factors.slice(i + 1)) {
        for (const va of a.values) {
          for (const vb of b.values) {
            const pair = `${a.name}=${va} & ${b.name}=${vb}`;
            if (impossible.has(pair)) continue;
            const held = matrix.configs.some(
              (flags) => holds(flags, a.name, va) && holds(flags, b.name, vb),
            );
            if (!held) missing.push(pair);
          }
        }
      }
    });
    expect(missing).toEqual([]);
    expect(matrix.scenarios).toHaveLength(matrix.configs.length);
    expect(matrix.scenarios.every((n) => n > 0)).toBe(true);
  });
});
