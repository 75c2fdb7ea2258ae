import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';

/** Crypto Error: any wallet failure, a declined prompt included; the way back is to Main. */
export function CryptoError() {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  const back = () => dispatch({ type: 'transition', screen: Screen.Main });
  return (
    <>
      <BackButton label={t('common.back')} onClick={back} />
      <h1 className="stw-header" tabIndex={-1}>
        {t('cryptoError.title')}
      </h1>
      <p className="stw-text">{t('cryptoError.body')}</p>
      <Button type="button" onClick={back}>
        {t('cryptoError.back')}
      </Button>
    </>
  );
}
