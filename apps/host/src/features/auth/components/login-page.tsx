// Login by SMS code (decision 003): the phone, a 6-digit code, and the session the app keeps. A
// borrower who just registered on the promotion landing arrives with the number filled in (the
// landing leaves it in this tab's sessionStorage, never in a URL).
import { useEffect, useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useLocation, useSearch } from 'wouter';
import { PH_MOBILE_PATTERN } from '@lendwell/contracts/constants';
import { ApiError, hostParams } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { Screen } from '@/components/screen';
import { useLogin } from '../api/login';
import { useSendCode } from '../api/send-code';
import { LanguageSwitch } from './language-switch';
import './auth.css';

/** Decision 003: 6-digit codes, a resend after 60 s (auth.ts holds them beside zod, which stays off the bundle). */
const OTP_LENGTH = 6;
const OTP_RESEND_SECONDS = 60;

export const HANDOVER_PHONE_KEY = 'lendwell.handoverPhone';

function takeHandoverPhone(): string {
  try {
    return sessionStorage.getItem(HANDOVER_PHONE_KEY) ?? '';
  } catch {
    return '';
  }
}

const digitsOnly = (v: string) => v.replace(/[^\d+]/g, '');

export default function LoginPage() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const fromPromotion = new URLSearchParams(useSearch()).get('from') === 'promotion';
  const [phone, setPhone] = useState(takeHandoverPhone);
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [codeError, setCodeError] = useState('');
  const [serverError, setServerError] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [left, setLeft] = useState(0);
  const send = useSendCode();
  const login = useLogin();

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const explain = (error: unknown) =>
    setServerError(error instanceof ApiError && !error.network ? error.message : t('offline'));

  const sendCode = async () => {
    setServerError('');
    if (!PH_MOBILE_PATTERN.test(digitsOnly(phone))) {
      setPhoneError(t('phoneInvalid'));
      return;
    }
    setPhoneError('');
    try {
      const answer = await send.mutateAsync({ phone: digitsOnly(phone) });
      setSentTo(phone);
      setLeft(answer.resendAfterSeconds || OTP_RESEND_SECONDS);
    } catch (error) {
      explain(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const phoneOk = PH_MOBILE_PATTERN.test(digitsOnly(phone));
    const codeOk = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
    setPhoneError(phoneOk ? '' : t('phoneInvalid'));
    setCodeError(codeOk ? '' : t('codeInvalid'));
    if (!phoneOk || !codeOk) return;
    try {
      await login.mutateAsync({ phone: digitsOnly(phone), code, deviceId: hostParams().deviceId });
      try {
        sessionStorage.removeItem(HANDOVER_PHONE_KEY);
      } catch {
        // Nothing kept.
      }
      navigate('/home', { replace: true });
    } catch (error) {
      explain(error);
    }
  };

  return (
    <Screen title={t('loginTitle')} back="/" actions={<LanguageSwitch />}>
      {fromPromotion ? <p className="card muted">{t('loginFromPromotion')}</p> : null}
      <form className="card login-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t('loginLead')}</p>
        <div>
          <label htmlFor="login-phone">{t('phoneLabel')}</label>
          <div className={`login-input${phoneError ? ' login-input--bad' : ''}`}>
            <input
              id="login-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={13}
              placeholder={t('phonePlaceholder')}
              value={phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? 'login-phone-error' : undefined}
              onChange={(e) => setPhone(digitsOnly(e.target.value))}
            />
          </div>
          {phoneError ? (
            <p id="login-phone-error" className="field-error">
              {phoneError}
            </p>
          ) : null}
        </div>
        <Button
          block
          fill="outline"
          color="primary"
          loading={send.isPending}
          disabled={left > 0}
          onClick={() => void sendCode()}
        >
          {left > 0 ? t('resendIn', { seconds: left }) : t('sendCode')}
        </Button>
        {sentTo ? (
          <p className="muted" role="status">
            {t('codeSent', { phone: sentTo })}
          </p>
        ) : null}
        <div>
          <label htmlFor="login-code">{t('codeLabel')}</label>
          <div className={`login-input${codeError ? ' login-input--bad' : ''}`}>
            <input
              id="login-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder={t('codePlaceholder')}
              value={code}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'login-code-error' : undefined}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          {codeError ? (
            <p id="login-code-error" className="field-error">
              {codeError}
            </p>
          ) : null}
        </div>
        {serverError ? (
          <p className="field-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <Button block type="submit" color="primary" size="large" loading={login.isPending}>
          {t('loginButton')}
        </Button>
        <p className="muted">{t('loginTerms')}</p>
      </form>
    </Screen>
  );
}
