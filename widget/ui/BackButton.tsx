import { useFlow, useWidget } from '../app/context';
import { Screen } from '../flow/screens';

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="stw-back" aria-label={label} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
      </svg>
    </button>
  );
}

/** The back arrow most screens have: it returns to Main, the one way out of a product's screens. */
export function BackToMainButton() {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  return (
    <BackButton
      label={t('common.back')}
      onClick={() => dispatch({ type: 'transition', screen: Screen.Main })}
    />
  );
}
