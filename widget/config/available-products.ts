import type { Product } from '../config/constants';

/**
 * The products this build can show. The widget's registry, `stytch-widget validate`, the
 * choices and flags of `init` and the JSON Schema all read this list; a product issue that
 * lands switches its product on here (the registry's type then asks for its entry).
 */
export const AVAILABLE_PRODUCTS = [
  'otp',
  'emailMagicLinks',
  'passwords',
  'passkeys',
  'oauth',
  'crypto',
] as const satisfies readonly Product[];
export type AvailableProduct = (typeof AVAILABLE_PRODUCTS)[number];

export function isAvailableProduct(product: string): product is AvailableProduct {
  return (AVAILABLE_PRODUCTS as readonly string[]).includes(product);
}

/** The widget's message for a product it knows but this build cannot show. */
export function unavailableProductMessage(product: string): string {
  return `"${product}" is not available in this version of stytch-widget`;
}
