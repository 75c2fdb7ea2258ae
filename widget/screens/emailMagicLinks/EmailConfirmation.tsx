import { useWidget } from '../../app/context';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { useEmailConfirmation } from './useEmailConfirmation';

/** After a magic link is sent: where it went, shortcuts to webmail, and Try again. */
export function EmailConfirmation() {
  const { t } = useWidget();
  const { email, links, tryAgain, back } = useEmailConfirmation();

  return (
    <>
      <BackButton label={t('common.back')} onClick={back} />
      <h1 className="stw-header" tabIndex={-1}>
        {t('emailConfirmation.title')}
      </h1>
      <p className="stw-text">{t('emailConfirmation.body', { email })}</p>
      <div className="stw-stack">
        {links.map((link) => (
          <a
            key={link.provider}
            className="stw-button stw-button--secondary"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(link.label)}
          </a>
        ))}
      </div>
      <Button variant="secondary" type="button" onClick={tryAgain}>
        {t('emailConfirmation.tryAgain')}
      </Button>
    </>
  );
}
