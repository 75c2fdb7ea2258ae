import { useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { BackButton } from '../../ui/BackButton';
import { OtpInput } from '../../ui/OtpInput';
import { Spinner } from '../../ui/Spinner';
import { formatCountdown, useCountdown } from './useCountdown';
import { useOtpAuthenticate } from './useOtpAuthenticate';

/** Passcode entry: six digits submit themselves; countdown and resend below (spec section 4). */
export function OtpAuthenticate() {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  const { otpState, verifying, error, authenticate, resend, resending } = useOtpAuthenticate();
  const [code, setCode] = useState('');
  const seconds = useCountdown(otpState.expiresAt);

  return (
    <>
      <BackButton
        label={t('common.back')}
        onClick={() => dispatch({ type: 'transition', screen: Screen.Main })}
      />
      <h1 className="stw-header" tabIndex={-1}>
        {t('otp.title')}
      </h1>
      <p className="stw-text">{t('otp.sentTo', { destination: otpState.otpDestination })}</p>
      <OtpInput
        label={t('otp.label')}
        value={code}
        onChange={setCode}
        onComplete={(full) => void authenticate(full)}
        disabled={verifying}
        error={verifying ? '' : error}
      />
      {verifying ? (
        <p className="stw-row" role="status">
          <Spinner /> {t('otp.verifying')}
        </p>
      ) : null}
      <p className="stw-row" aria-live="off">
        <span>
          {seconds > 0 ? t('otp.expiresIn', { time: formatCountdown(seconds) }) : t('otp.expired')}
        </span>
        <button
          type="button"
          className="stw-link"
          disabled={resending}
          onClick={() => void resend().then(() => setCode(''))}
        >
          {t('otp.resend')}
        </button>
      </p>
    </>
  );
}
