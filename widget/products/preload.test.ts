import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../ui/lazy-component';
import { preloadProductScreens } from './preload';
import type { ProductRegistry } from './types';

// Components at module level, as in the widget.
const Loaded = () => null;
const Eager = () => null;

describe('preloadProductScreens', () => {
  it('fetches the lazy screens of the configured products only, once each', async () => {
    const otpLoad = vi.fn(async () => Loaded);
    const emlLoad = vi.fn(async () => Loaded);
    const registry: ProductRegistry = {
      otp: { id: 'otp', screens: { OtpAuthenticate: lazyComponent(otpLoad), Main: Eager } },
      emailMagicLinks: {
        id: 'emailMagicLinks',
        screens: { EmailConfirmation: lazyComponent(emlLoad) },
      },
    };
    preloadProductScreens({ products: ['otp'], otpOptions: { methods: ['sms'] } }, registry);
    preloadProductScreens({ products: ['otp'], otpOptions: { methods: ['sms'] } }, registry);
    await Promise.resolve();
    expect(otpLoad).toHaveBeenCalledTimes(1);
    expect(emlLoad).not.toHaveBeenCalled();
  });
});
