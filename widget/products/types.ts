import type { ComponentType } from 'react';
import type { Product } from '../config/constants';
import type { WidgetConfig } from '../config/schema';
import type { Screen } from '../flow/screens';

export type EmailStyleTab = 'sms' | 'whatsapp' | 'email';

/** A form a product offers on Main under one of the email-style tabs. */
export interface TabForm {
  tab: EmailStyleTab;
  /** When two products offer the same tab, the higher wins (passwords over EML over OTP). */
  priority: number;
  Form: ComponentType;
}

/** One product as the shell sees it: what it adds to Main, and the screens it owns. */
export interface ProductEntry {
  id: Product;
  /** Email-style forms (email, SMS, WhatsApp), grouped into one tabbed block on Main. */
  tabForms?: (config: WidgetConfig) => TabForm[];
  /** A block of its own on Main (social or wallet sign-in). */
  block?: { kind: 'social' | 'wallet'; Block: ComponentType };
  /**
   * Passkey login on Main: the button at the top, or (where the browser offers passkeys in
   * autofill and an email field is shown) the part that offers them there.
   */
  passkeyLogin?: { Button: ComponentType; Autofill: ComponentType };
  screens: Partial<Record<Screen, ComponentType>>;
}

export type ProductRegistry = Partial<Record<Product, ProductEntry>>;
