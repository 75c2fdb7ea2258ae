import type { AvailableProduct } from '../config/available-products';
import { cryptoProduct } from './crypto';
import { emailMagicLinksProduct } from './emailMagicLinks';
import { oauthProduct } from './oauth';
import { otpProduct } from './otp';
import { passkeysProduct } from './passkeys';
import { passwordsProduct } from './passwords';
import type { ProductEntry } from './types';

/**
 * The entry of every product this build can show. Its type follows the list of available
 * products (config/available-products.ts): switching a product on there asks for its entry here.
 */
export const productRegistry: Readonly<Record<AvailableProduct, ProductEntry>> = {
  otp: otpProduct,
  emailMagicLinks: emailMagicLinksProduct,
  passwords: passwordsProduct,
  passkeys: passkeysProduct,
  oauth: oauthProduct,
  crypto: cryptoProduct,
};
