import { emailMagicLinksProduct } from './emailMagicLinks';
import { otpProduct } from './otp';
import type { ProductRegistry } from './types';

/** Every product the widget can show. A new product adds its entry here and nothing else. */
export const productRegistry: ProductRegistry = {
  otp: otpProduct,
  emailMagicLinks: emailMagicLinksProduct,
};
