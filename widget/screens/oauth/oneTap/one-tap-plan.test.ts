import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../../config/schema';
import { type OneTapPosition, oneTapPlan, placementFor } from './one-tap-plan';

const URLS = {
  loginRedirectURL: 'http://localhost:3000/authenticate',
  signupRedirectURL: 'http://localhost:3000/signup',
};
const config = (overrides: Partial<WidgetConfig> = {}): WidgetConfig =>
  ({
    products: ['oauth'],
    oauthOptions: { providers: [{ type: 'google', one_tap: true }], ...URLS },
    ...overrides,
  }) as WidgetConfig;
const withPosition = (position: OneTapPosition) =>
  config({
    oauthOptions: { providers: [{ type: 'google', one_tap: true, position }], ...URLS },
  });

describe('oneTapPlan: when One Tap shows', () => {
  it('shows for OAuth alone with Google alone and one_tap true, with the redirect URLs', () => {
    expect(oneTapPlan(config(), false)).toEqual({
      position: 'floating',
      placement: 'floating',
      useFedCm: true,
      ...URLS,
    });
  });

  it('does not show when another product is configured', () => {
    expect(oneTapPlan(config({ products: ['oauth', 'otp'] }), false)).toBeNull();
    expect(oneTapPlan(config({ products: ['emailMagicLinks', 'oauth'] }), true)).toBeNull();
  });

  it('does not show with two providers, one_tap false or absent, or no Google', () => {
    const providers = (list: NonNullable<WidgetConfig['oauthOptions']>['providers']) =>
      config({ oauthOptions: { providers: list, ...URLS } });
    expect(
      oneTapPlan(providers([{ type: 'google', one_tap: true }, { type: 'github' }]), false),
    ).toBeNull();
    expect(oneTapPlan(providers([{ type: 'google', one_tap: false }]), false)).toBeNull();
    expect(oneTapPlan(providers([{ type: 'google' }]), false)).toBeNull();
    expect(oneTapPlan(providers([{ type: 'github', one_tap: true }]), false)).toBeNull();
    expect(oneTapPlan(config({ oauthOptions: undefined }), false)).toBeNull();
  });

  it('embeddedOnly shows embedded where the browser has no native prompt, and not at all where it has', () => {
    expect(oneTapPlan(withPosition('embeddedOnly'), false)?.placement).toBe('embedded');
    expect(oneTapPlan(withPosition('embeddedOnly'), true)).toBeNull();
  });
});

describe('placementFor: the positions', () => {
  it.each([
    ['embedded', false, { placement: 'embedded', useFedCm: true }],
    ['embedded', true, { placement: 'floating', useFedCm: true }],
    ['floating', false, { placement: 'floating', useFedCm: true }],
    ['floating', true, { placement: 'floating', useFedCm: true }],
    ['forceFloating', false, { placement: 'floating', useFedCm: false }],
    ['forceFloating', true, { placement: 'floating', useFedCm: false }],
    ['embeddedOnly', false, { placement: 'embedded', useFedCm: true }],
    ['embeddedOnly', true, null],
  ] as const)('%s with FedCM %s', (position, fedCm, expected) => {
    expect(placementFor(position, fedCm)).toEqual(expected);
  });
});
