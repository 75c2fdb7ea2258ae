// stytch-widget: the options every widget on this site takes, read from
// stytch-widget.config.json (written by `stytch-widget init`; check it with
// `stytch-widget validate`). The widget checks the config again when it mounts and shows
// what is wrong, so a change to the file needs only a rebuild.
import type { MountOptions, WidgetConfig } from 'stytch-widget';
import file from '../stytch-widget.config.json';

type ConfigFile = Pick<MountOptions, 'publicToken' | 'apiUrl' | 'locale' | 'styles'> &
  WidgetConfig & { $schema?: string };

const { $schema: _schema, publicToken, apiUrl, locale, styles, ...config } = file as ConfigFile;

/** The props of StytchLogin, StytchPasswordReset and StytchPasskeyRegistration. */
export const widgetProps = {
  publicToken,
  ...(apiUrl ? { apiUrl } : {}),
  ...(locale ? { locale } : {}),
  ...(styles ? { styles } : {}),
  config,
};

/** What the redirect page passes to authenticateFromUrl. */
export const authenticateOptions = {
  publicToken,
  ...(apiUrl ? { apiUrl } : {}),
  ...(config.sessionOptions
    ? { sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes }
    : {}),
};
