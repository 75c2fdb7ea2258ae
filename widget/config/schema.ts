import * as v from 'valibot';
import { LOCALES } from '../i18n/locales';
import { OAUTH_PROVIDERS, ONE_TAP_POSITIONS, OTP_METHODS, PRODUCTS } from './constants';
import { isCssColor } from './css-color';

// The one config schema: the widget validates with it at mount time, the CLI's
// `init` and `validate` use it, and the shipped JSON Schema is generated from it.
// Objects are strict so that a misspelt option is an error, not silently ignored.

const URL_MESSAGE = 'must be an absolute http(s) URL, e.g. "http://localhost:3000/authenticate"';
// `new URL('localhost:4010')` parses (as the scheme "localhost:"), so the scheme is checked too.
const url = v.pipe(
  v.string(),
  v.url(URL_MESSAGE),
  v.check((value) => /^https?:\/\//i.test(value), URL_MESSAGE),
);
const minutes = v.pipe(
  v.number(),
  v.integer('must be a whole number of minutes'),
  v.minValue(1, 'must be at least 1 minute'),
);
const color = v.pipe(
  v.string(),
  v.check(isCssColor, 'must be a CSS colour, e.g. "#19303D", "rgb(25 48 61)" or "navy"'),
);
const cssLength = v.union([
  v.pipe(v.number(), v.minValue(0)),
  v.pipe(
    v.string(),
    v.regex(/^\d+(?:\.\d+)?(?:px|rem|em|%)?$/, 'must be a CSS length, e.g. "8px"'),
  ),
]);

export const EmailMagicLinksOptionsSchema = v.strictObject({
  loginRedirectURL: v.optional(url),
  loginExpirationMinutes: v.optional(minutes),
  signupRedirectURL: v.optional(url),
  signupExpirationMinutes: v.optional(minutes),
  loginTemplateId: v.optional(v.string()),
  signupTemplateId: v.optional(v.string()),
  createUserAsPending: v.optional(v.boolean()),
  domainHint: v.optional(v.string()),
  locale: v.optional(v.string()),
});

export const OAuthProviderSchema = v.strictObject({
  type: v.picklist(OAUTH_PROVIDERS),
  one_tap: v.optional(v.boolean()),
  position: v.optional(v.picklist(ONE_TAP_POSITIONS)),
  custom_scopes: v.optional(v.array(v.string())),
  provider_params: v.optional(v.record(v.string(), v.string())),
});

export const OAuthOptionsSchema = v.strictObject({
  providers: v.array(OAuthProviderSchema),
  loginRedirectURL: v.optional(url),
  signupRedirectURL: v.optional(url),
});

export const OtpOptionsSchema = v.strictObject({
  methods: v.pipe(
    v.array(v.picklist(OTP_METHODS)),
    v.minLength(1, 'must name at least one method'),
  ),
  expirationMinutes: v.optional(minutes),
  loginTemplateId: v.optional(v.string()),
  signupTemplateId: v.optional(v.string()),
  locale: v.optional(v.string()),
});

export const PasswordOptionsSchema = v.strictObject({
  loginRedirectURL: v.optional(url),
  resetPasswordRedirectURL: v.optional(url),
  resetPasswordExpirationMinutes: v.optional(minutes),
  resetPasswordTemplateId: v.optional(v.string()),
  locale: v.optional(v.string()),
});

export const SessionOptionsSchema = v.strictObject({
  sessionDurationMinutes: minutes,
});

/** What `config` holds at mount time (spec section 3, widget configuration). */
export const WidgetConfigSchema = v.strictObject({
  products: v.pipe(v.array(v.picklist(PRODUCTS)), v.minLength(1, 'must name at least one product')),
  emailMagicLinksOptions: v.optional(EmailMagicLinksOptionsSchema),
  oauthOptions: v.optional(OAuthOptionsSchema),
  otpOptions: v.optional(OtpOptionsSchema),
  passwordOptions: v.optional(PasswordOptionsSchema),
  sessionOptions: v.optional(SessionOptionsSchema),
  enableShadowDOM: v.optional(v.boolean()),
});

const ButtonStyleSchema = v.strictObject({
  backgroundColor: v.optional(color),
  textColor: v.optional(color),
  borderColor: v.optional(color),
  borderRadius: v.optional(cssLength),
});

/** Theme overrides; every token has a documented default (theme/tokens.ts). */
export const StylesSchema = v.strictObject({
  container: v.optional(
    v.strictObject({
      backgroundColor: v.optional(color),
      borderColor: v.optional(color),
      borderRadius: v.optional(cssLength),
      width: v.optional(cssLength),
    }),
  ),
  colors: v.optional(
    v.strictObject({
      primary: v.optional(color),
      secondary: v.optional(color),
      success: v.optional(color),
      error: v.optional(color),
    }),
  ),
  buttons: v.optional(
    v.strictObject({
      primary: v.optional(ButtonStyleSchema),
      secondary: v.optional(ButtonStyleSchema),
      height: v.optional(cssLength),
    }),
  ),
  inputs: v.optional(
    v.strictObject({
      backgroundColor: v.optional(color),
      textColor: v.optional(color),
      borderColor: v.optional(color),
      borderRadius: v.optional(cssLength),
      placeholderColor: v.optional(color),
    }),
  ),
  fontFamily: v.optional(v.pipe(v.string(), v.minLength(1))),
  hideHeaderText: v.optional(v.boolean()),
  logo: v.optional(v.strictObject({ logoImageUrl: v.optional(v.union([v.literal(''), url])) })),
});

/** `stytch-widget.config.json`: the mount config plus where and how it mounts. */
export const ConfigFileSchema = v.strictObject({
  $schema: v.optional(v.string()),
  publicToken: v.string(),
  apiUrl: v.optional(url),
  /** The widget's language (a mount option, put into the generated snippets). */
  locale: v.optional(v.picklist(LOCALES)),
  ...WidgetConfigSchema.entries,
  styles: v.optional(StylesSchema),
});

export type WidgetConfig = v.InferOutput<typeof WidgetConfigSchema>;
export type StylesConfig = v.InferOutput<typeof StylesSchema>;
export type ConfigFile = v.InferOutput<typeof ConfigFileSchema>;
export type OAuthProviderConfig = v.InferOutput<typeof OAuthProviderSchema>;
