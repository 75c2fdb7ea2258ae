import { useWidget } from '../../app/context';
import type { WidgetError } from '../../client/errors';
import { toWidgetError } from '../../client/errors';
import { Banner } from '../../ui/Banner';

/** The warning the registration screens show when the user record could not be fetched. */
export function UserLoadWarning({ error }: { error: unknown }) {
  const { t } = useWidget();
  if (!error) return null;
  const message = (toWidgetError(error, t('error.network')) as WidgetError).message;
  return <Banner variant="warning">{t('passkeyRegistration.userLoadFailed', { message })}</Banner>;
}
