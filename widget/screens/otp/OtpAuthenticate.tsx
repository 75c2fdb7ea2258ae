import { useState } from 'react';
import { useWidget } from '../../app/context';
import { OTP_CODE_LENGTH } from '../../config/constants';
import { BackToMainButton } from '../../ui/BackButton';
import { Form } from '../../ui/Form';
import { OtpInput } from '../../ui/OtpInput';
import { Spinner } from '../../ui/Spinner';
import { formatCountdown, useCountdown } from './useCountdown';
import { useOtpAuthenticate } from './useOtpAuthenticate';

/** Passcode entry: six digits submit themselves; countdown and resend below. */
export function OtpAuthenticate() {
  const { t } = useWidget();
  const { otpState, verifying, error, authenticate, resend, resending } = useOtpAuthenticate();
  const [code, setCode] = useState('');
  const seconds = useCountdown(otpState.expiresAt);

  return (
    <>
      <BackToMainButton />
      <h1 className="stw-header" tabIndex={-1}>
        {t('otp.title')}
      </h1>
      <p className="stw-text">{t('otp.sentTo', { destination: otpState.otpDestination })}</p>
      {/* In a form so Enter submits a code that arrived without typing (a password manager
          may set the field's value without an input event, so the sixth digit never fired). */}
      <Form
        onSubmit={(field) => {
          const digits = (field('otp') ?? code).replace(/\D/g, '');
          if (verifying || digits.length !== OTP_CODE_LENGTH) return;
          void authenticate(digits);
        }}
      >
        <OtpInput
          label={t('otp.label')}
          value={code}
          onChange={setCode}
          onComplete={(full) => void authenticate(full)}
          disabled={verifying}
          error={verifying ? '' : error}
        />
      </Form>
      {verifying ? (
        <p className="stw-row" role="status">
          <Spinner /> {t('otp.verifying')}
        </p>
      ) : null}
      <p className="stw-row">
        {/* A timer is not announced as it ticks; the status below announces the expiry once. */}
        <span role="timer" aria-hidden={seconds > 0 ? undefined : true}>
          {seconds > 0 ? t('otp.expiresIn', { time: formatCountdown(seconds) }) : t('otp.expired')}
        </span>
        <span className="stw-sr-only" role="status">
          {seconds > 0 ? '' : t('otp.expired')}
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
