import { useWidget } from '../app/context';
import type { StringId } from '../i18n/en';
import { CheckImage } from './CheckImage';

/**
 * The screen a login ends on, whichever product it went through: its title, the green check
 * and, for some products, a line below. Each product names its own strings.
 */
export function ConfirmationScreen({ title, body }: { title: StringId; body?: StringId }) {
  const { t } = useWidget();
  return (
    <div className="stw-center">
      <h1 className="stw-header" tabIndex={-1}>
        {t(title)}
      </h1>
      <CheckImage label={t('common.checkImageAlt')} />
      {body && <p className="stw-text">{t(body)}</p>}
    </div>
  );
}
