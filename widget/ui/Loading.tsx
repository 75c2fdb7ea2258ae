import { useWidget } from '../app/context';
import { Spinner } from './Spinner';

/**
 * A part of the screen still loading (code or data): a spinner announced as a status.
 * `tall` keeps the room of the form it stands in for, so the layout does not jump.
 */
export function Loading({ label, tall = false }: { label?: string; tall?: boolean }) {
  const { t } = useWidget();
  return (
    <p className={`stw-row ${tall ? 'stw-phone-loading' : 'stw-loading'}`} role="status">
      <Spinner label={label ?? t('common.loading')} />
    </p>
  );
}
