import { useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Form } from '../../ui/Form';
import { Loading } from '../../ui/Loading';
import { PhoneInput } from '../../ui/PhoneInput';
import { useSubmission } from '../../ui/useSubmission';
import { type PhoneNumbers, usePhoneNumbers } from './phone/usePhoneNumbers';
import { useSendOtp } from './useSendOtp';

export type PhoneOtpMethod = 'sms' | 'whatsapp';

/** Main's SMS tab. */
export function SmsOtpForm() {
  return <PhoneOtpForm method="sms" />;
}

/** Main's WhatsApp tab. */
export function WhatsAppOtpForm() {
  return <PhoneOtpForm method="whatsapp" />;
}

/** The phone form, once the phone-number helpers have loaded (they are not in the bundle). */
export function PhoneOtpForm({ method }: { method: PhoneOtpMethod }) {
  const { t } = useWidget();
  const loaded = usePhoneNumbers();
  if (loaded.status === 'ready') return <PhoneForm method={method} phone={loaded.phone} />;
  // Until then, a spinner with the room of the form, so the layout does not jump.
  return loaded.status === 'failed' ? <ErrorText message={t('error.network')} /> : <Loading tall />;
}

/**
 * Spec sections 2 and 4: the number is parsed with the chosen country; an invalid one shows
 * an error, a valid one is sent in E.164 and the flow moves to OTP Authenticate.
 */
function PhoneForm({ method, phone }: { method: PhoneOtpMethod; phone: PhoneNumbers }) {
  const { t } = useWidget();
  const [, dispatch] = useFlow();
  const sendOtp = useSendOtp();
  const [country, setCountry] = useState(phone.DEFAULT_COUNTRY);
  const [value, setValue] = useState('');
  const { error, busy, submit, clearError } = useSubmission();

  const onSubmit = () => {
    const parsed = phone.parsePhone(value, country);
    void submit(parsed ? null : t('phone.invalid'), async () => {
      if (!parsed) return;
      const otpState = await sendOtp(method, parsed.e164, parsed.international);
      dispatch({ type: 'updateOtpState', otpState });
      dispatch({ type: 'transition', screen: Screen.OtpAuthenticate });
    });
  };

  return (
    <Form onSubmit={onSubmit}>
      <PhoneInput
        countryLabel={t('phone.countryLabel')}
        phoneLabel={t('phone.label')}
        placeholder={t('phone.placeholder')}
        countries={phone.countryOptions()}
        country={country}
        onCountryChange={(next) => {
          if (!phone.isCountryCode(next)) return;
          setCountry(next);
          setValue(phone.formatNational(value.replace(/\D/g, ''), next));
          clearError();
        }}
        value={value}
        onChange={(next) => {
          setValue(next);
          clearError();
        }}
        reformat={(previous, typed, caret) =>
          phone.reformatPhone(previous, typed, caret, (digits) =>
            phone.formatNational(digits, country),
          )
        }
        error={error}
      />
      <Button busy={busy}>
        {t(method === 'sms' ? 'phone.submitSms' : 'phone.submitWhatsapp')}
      </Button>
    </Form>
  );
}
