import { useEffect, useState } from 'react';
import { useFlow, useWidget } from '../../app/context';
import { Screen } from '../../flow/screens';
import { Button } from '../../ui/Button';
import { failedChunkUrl } from '../../ui/chunk-failure';
import { ErrorText } from '../../ui/ErrorText';
import { type FieldValue, Form } from '../../ui/Form';
import { PhoneInput } from '../../ui/PhoneInput';
import { useSubmission } from '../../ui/useSubmission';
import { DEFAULT_COUNTRY, defaultCountryOption } from './phone/country-option';
import type { CountryCode } from './phone/phone-numbers';
import { loadPhoneNumbers, type PhoneNumbers, usePhoneNumbers } from './phone/usePhoneNumbers';
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

/**
 * The phone form. It draws at once, with the default country, while the phone-number helpers
 * (libphonenumber-js and its metadata, ~40 KB gzipped, not in the bundle) load behind it: the
 * field takes typing from the first render, and formatting and the full country list join in
 * when they arrive.
 */
export function PhoneOtpForm({ method }: { method: PhoneOtpMethod }) {
  const { t, reportLoadFailure } = useWidget();
  const loaded = usePhoneNumbers();
  const failure =
    loaded.status === 'failed'
      ? t('error.chunkLoad', { url: failedChunkUrl(loaded.error) })
      : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failed load (each sets a new state)
  useEffect(() => {
    if (loaded.status === 'failed' && failure) reportLoadFailure(loaded.error, failure);
  }, [loaded]);
  if (failure) return <ErrorText message={failure} />;
  return <PhoneForm method={method} phone={loaded.status === 'ready' ? loaded.phone : null} />;
}

/** Typing before the helpers arrive goes in as typed. */
const asTyped = (_previous: string, typed: string, caret: number) => ({ value: typed, caret });

/**
 * The phone form: the number is parsed with the chosen country (people type national numbers
 * without the dial code); an invalid one shows
 * an error, a valid one is sent in E.164 and the flow moves to OTP Authenticate.
 */
function PhoneForm({ method, phone }: { method: PhoneOtpMethod; phone: PhoneNumbers | null }) {
  const { t, locale } = useWidget();
  const [, dispatch] = useFlow();
  const sendOtp = useSendOtp();
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const [value, setValue] = useState('');
  const { error, busy, submit, clearError } = useSubmission();

  // What was typed before the helpers arrived gets their national format.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the helpers arrive (the country is still the default then)
  useEffect(() => {
    if (phone) setValue((typed) => phone.formatNational(typed.replace(/\D/g, ''), country));
  }, [phone]);

  const onSubmit = async (field: FieldValue) => {
    // What the page holds wins (a password manager may have filled it silently).
    const typed = field('phone') ?? value;
    // A submit before the helpers arrived waits for them (they are already on the way).
    const helpers = phone ?? (await loadPhoneNumbers().catch(() => null));
    if (!helpers) return void submit(t('error.network'), async () => undefined);
    const parsed = helpers.parsePhone(typed, country);
    void submit(parsed ? null : t('phone.invalid'), async () => {
      if (!parsed) return;
      const otpState = await sendOtp(method, parsed.e164, parsed.international);
      dispatch({ type: 'updateOtpState', otpState });
      dispatch({ type: 'transition', screen: Screen.OtpAuthenticate });
    });
  };

  return (
    <Form onSubmit={(field) => void onSubmit(field)}>
      <PhoneInput
        countryLabel={t('phone.countryLabel')}
        phoneLabel={t('phone.label')}
        placeholder={t('phone.placeholder')}
        countries={phone ? phone.countryOptions(locale) : [defaultCountryOption()]}
        country={country}
        onCountryChange={(next) => {
          if (!phone?.isCountryCode(next)) return;
          setCountry(next);
          setValue(phone.formatNational(value.replace(/\D/g, ''), next));
          clearError();
        }}
        value={value}
        onChange={(next) => {
          setValue(next);
          clearError();
        }}
        reformat={
          phone
            ? (previous, typed, caret) =>
                phone.reformatPhone(previous, typed, caret, (digits) =>
                  phone.formatNational(digits, country),
                )
            : asTyped
        }
        error={error}
      />
      <Button busy={busy}>
        {t(method === 'sms' ? 'phone.submitSms' : 'phone.submitWhatsapp')}
      </Button>
    </Form>
  );
}
