import * as v from 'valibot';
import { LOCALES } from '../i18n/locales';
import {
  MAGIC_LINK_EXPIRATION_MINUTES,
  type MinutesRange,
  minutesRangeMessage,
  OTP_EXPIRATION_MINUTES,
  RESET_PASSWORD_EXPIRATION_MINUTES,
  SESSION_DURATION_MINUTES,
} from './api-limits';
import { OAUTH_PROVIDERS, ONE_TAP_POSITIONS, OTP_METHODS, PRODUCTS } from './constants';
import { CSS_COLOR_MESSAGE, isCssColor } from './css-color';
import { CSS_LENGTH_MESSAGE, CSS_LENGTH_PATTERN } from './css-length';
import { PUBLIC_TOKEN_PATTERN } from './public-token';
import { HTTP_URL_MESSAGE, HTTP_URL_PATTERN } from './url';

// The one config schema: the widget validates with it at mount time, the CLI's
// `init` and `validate` use it, and the shipped JSON Schema is generated from it.
// Objects are strict so that a misspelt option is an error, not silently ignored.

// Each kind of value has one validator module, shared with `init`, `doctor` and the mount;
// its pattern goes into the JSON Schema through `v.regex` where JSON Schema can express it.
const url = v.pipe(
  v.string(),
  v.regex(new RegExp(HTTP_URL_PATTERN), HTTP_URL_MESSAGE),
  // URL.canParse: what the regex alone lets through ("http://exa mple" is caught above).
  v.url(HTTP_URL_MESSAGE),
);
// Minutes within what the API accepts (api-limits.ts); the range goes into the JSON Schema.
const minutes = (range: MinutesRange) =>
  v.pipe(
    v.number(),
    v.integer(minutesRangeMessage(range)),
    v.minValue(range.min, minutesRangeMessage(range)),
    v.maxValue(range.max, minutesRangeMessage(range)),
  );
/** Named in the JSON Schema's definitions, where the CLI adds the named colours' pattern. */
export const CssColorSchema = v.pipe(
  v.string(),
  v.check((value: string) => isCssColor(value), CSS_COLOR_MESSAGE),
);
const color = CssColorSchema;
const cssLength = v.union([
  v.pipe(v.number(), v.minValue(0, CSS_LENGTH_MESSAGE)),
  v.pipe(v.string(), v.regex(new RegExp(CSS_LENGTH_PATTERN), CSS_LENGTH_MESSAGE)),
]);

export const EmailMagicLinksOptionsSchema = v.strictObject({
  loginRedirectURL: v.optional(url),
  loginExpirationMinutes: v.optional(minutes(MAGIC_LINK_EXPIRATION_MINUTES)),
  signupRedirectURL: v.optional(url),
  signupExpirationMinutes: v.optional(minutes(MAGIC_LINK_EXPIRATION_MINUTES)),
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
  expirationMinutes: v.optional(minutes(OTP_EXPIRATION_MINUTES)),
  loginTemplateId: v.optional(v.string()),
  signupTemplateId: v.optional(v.string()),
  locale: v.optional(v.string()),
});

export const PasswordOptionsSchema = v.strictObject({
  loginRedirectURL: v.optional(url),
  resetPasswordRedirectURL: v.optional(url),
  resetPasswordExpirationMinutes: v.optional(minutes(RESET_PASSWORD_EXPIRATION_MINUTES)),
  resetPasswordTemplateId: v.optional(v.string()),
  locale: v.optional(v.string()),
});

export const SessionOptionsSchema = v.strictObject({
  sessionDurationMinutes: minutes(SESSION_DURATION_MINUTES),
});

/** What `config` holds at mount time; strict, so a misspelt option is reported, not ignored. */
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
  publicToken: v.pipe(v.string(), v.regex(new RegExp(PUBLIC_TOKEN_PATTERN))),
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
