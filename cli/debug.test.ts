import { describe, expect, it } from 'vitest';
import { debugEnvEnables, takeDebugFlag } from './debug';

describe('debugEnvEnables', () => {
  it.each([
    ['stytch-widget', true],
    ['*', true],
    ['stytch-*', true],
    ['express:*,stytch-widget', true],
    ['express:* stytch-widget', true],
    ['*,-stytch-widget', false],
    ['stytch-widget,-stytch-*', false],
    ['express:*', false],
    ['stytch-widget-extra', false],
    ['', false],
  ])('DEBUG=%j → %s', (value, expected) => {
    expect(debugEnvEnables(value)).toBe(expected);
  });

  it('is off without DEBUG', () => {
    expect(debugEnvEnables(undefined)).toBe(false);
  });
});

describe('takeDebugFlag', () => {
  const node = ['node', 'cli.js'];

  it('takes --debug out before or after the command', () => {
    expect(takeDebugFlag([...node, '--debug', 'dev', '--port', '3001'], {})).toEqual({
      argv: [...node, 'dev', '--port', '3001'],
      debug: true,
    });
    expect(takeDebugFlag([...node, 'smoke', '--debug'], {})).toEqual({
      argv: [...node, 'smoke'],
      debug: true,
    });
  });

  it('leaves an argument after -- alone', () => {
    expect(takeDebugFlag([...node, 'validate', '--', '--debug'], {})).toEqual({
      argv: [...node, 'validate', '--', '--debug'],
      debug: false,
    });
  });

  it('reads DEBUG when the flag is absent', () => {
    expect(takeDebugFlag([...node, 'dev'], { DEBUG: 'stytch-widget' }).debug).toBe(true);
    expect(takeDebugFlag([...node, 'dev'], { DEBUG: 'other' }).debug).toBe(false);
  });
});
