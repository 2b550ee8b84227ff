// #/registerTemplate: mobile, picture code and SMS code (limits 11, 4, 6). Each error code of the
// spec has its answer: 101/-1 refresh the picture, 11 sends the visitor to the download page.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ErrorCode, PROMOTION_LIMITS } from '@lendwell/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { appConfig } from '@lendwell/client-kit/app-config';
import { messages } from '@/lib/messages';
import { toast } from '@/lib/toast';
import { useChannelTemplate } from '../api/get-channel-template';
import { captchaUrl, useSid } from '../api/get-sid';
import { useGetSms } from '../api/get-sms';
import { useRegister } from '../api/register';
import { trackEvent, type TrackParams } from '../api/track-event';
import { fill, prm } from '../messages';
import { LangSwitch } from './lang-switch';
import { clientType, HANDOVER_PHONE_KEY, hashParams, mobileRule, normalizeMobileInput } from './promotion-params';

const ATTRIBUTION = ['user_from', 'utm_tag', 'app_from', 'invite_code'] as const;

function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

export function RegisterView() {
  // Read once: the hash changes when the visitor moves on, the attribution must not.
  const [params] = useState(hashParams);
  const templateId = params.get('templateId') ?? params.get('id') ?? '';
  const [attribution] = useState(
    () =>
      Object.fromEntries(ATTRIBUTION.map((k) => [k, params.get(k) ?? undefined])) as Record<
        (typeof ATTRIBUTION)[number],
        string | undefined
      >,
  );
  const template = useChannelTemplate(templateId);
  const sidCall = useSid();
  const smsCall = useGetSms();
  const registerCall = useRegister();
  const [mobile, setMobile] = useState('');
  const [capcode, setCapcode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const sid = sidCall.data?.sid ?? '';
  const [drawnAt, setDrawnAt] = useState(() => Date.now());
  const [left, setLeft] = useCountdown();
  const config = appConfig();
  const rule = mobileRule(template.data?.mobilePattern);
  // A deactivated or unknown template answers not found; any other failure is toasted (the fetch is quiet).
  const ended = template.error instanceof ApiError && template.error.code === ErrorCode.notFound;
  useEffect(() => {
    if (template.error && !ended) toast(template.error.message);
  }, [template.error, ended]);

  const track = useCallback(
    (kind: 'visit' | 'click', phone?: string) => {
      const base: TrackParams = {
        page_id: templateId,
        client_type: clientType(),
        page_type: 'register',
        user_from: attribution.user_from,
        utm_tag: attribution.utm_tag,
        app_from: attribution.app_from,
      };
      void trackEvent(kind, phone ? { ...base, phone } : base);
    },
    [templateId, attribution],
  );

  useEffect(() => {
    if (template.data) track('visit');
  }, [template.data, track]);

  const redraw = () => {
    setCapcode('');
    setDrawnAt(Date.now());
  };

  const onRefreshCaptcha = () => {
    if (!rule.test(mobile)) return toast(prm.refreshNeedsMobile);
    redraw();
  };

  // The params belong to the hash route (#/downloadTemplate?link=…), not to the page's query.
  const toDownload = (link: string) => {
    // The web app (/app) fills in the number at login: kept in this tab only, never in a URL.
    try {
      sessionStorage.setItem(HANDOVER_PHONE_KEY, mobile);
    } catch {
      // Storage blocked: the borrower types the number again.
    }
    window.location.hash = `/downloadTemplate?${new URLSearchParams({ link, id: templateId })}`;
  };
  const downloadLink = () => template.data?.downloadUrl ?? '';

  const checkMobileAndCaptcha = (): boolean => {
    if (!rule.test(mobile)) {
      toast(prm.enterMobile);
      return false;
    }
    if (capcode.trim().length !== PROMOTION_LIMITS.captchaLength) {
      toast(prm.enterCaptcha);
      return false;
    }
    return true;
  };

  const onGetCode = async () => {
    if (left > 0) return toast(fill(prm.doNotResend, { s: left }));
    if (!checkMobileAndCaptcha()) return;
    track('click', mobile);
    try {
      const answer = await smsCall.mutateAsync({
        phone: mobile,
        capcode,
        sid,
        id: templateId ? Number(templateId) : undefined,
        appName: config.productName,
        ...attribution,
      });
      toast(answer.message || prm.codeSent);
      setLeft(PROMOTION_LIMITS.smsCountdownSeconds);
    } catch (error) {
      // Anything but the client's own error (a bug) would otherwise reject into nowhere: say so.
      if (!(error instanceof ApiError)) return toast(messages.genericError);
      toast(error.code === ErrorCode.alreadyRegistered ? prm.alreadyRegistered : error.message);
      if (error.code === ErrorCode.wrongCaptcha) redraw();
      if (error.code === ErrorCode.alreadyRegistered) setTimeout(() => toDownload(downloadLink()), 1500);
    }
  };

  const onRegister = async (event: FormEvent) => {
    event.preventDefault();
    if (!checkMobileAndCaptcha()) return;
    if (!new RegExp(`^\\d{${PROMOTION_LIMITS.smsCodeLength}}$`).test(smsCode)) return toast(prm.enterSms);
    try {
      const answer = await registerCall.mutateAsync({
        phone: mobile,
        capcode,
        sid,
        smsCode,
        id: templateId ? Number(templateId) : undefined,
        deviceId: params.get('deviceId') ?? undefined,
        appName: config.productName,
        merchantNumber: params.get('merchantNumber') ?? undefined,
        userName: params.get('userName') ?? undefined,
        ...attribution,
      });
      toast(prm.registered);
      setTimeout(() => toDownload(answer.data.downloadUrl || downloadLink()), 1200);
    } catch (error) {
      // Anything but the client's own error (a bug) would otherwise reject into nowhere: say so.
      if (!(error instanceof ApiError)) return toast(messages.genericError);
      // A network failure also comes back as -1 with status 0; only the server's -1 means a wrong picture.
      const wrongCaptcha = error.code === ErrorCode.wrongCaptchaOnRegister && error.status !== 0;
      toast(error.code === ErrorCode.alreadyRegistered ? prm.alreadyRegistered : error.message);
      if (wrongCaptcha) redraw();
      if (error.code === ErrorCode.alreadyRegistered) setTimeout(() => toDownload(downloadLink()), 1500);
    }
  };

  return (
    <div className="promo">
      <header className="promo__hero">
        <div className="promo__brand">
          <img src="/site/logo.svg" alt="" width="28" height="28" />
          <span>{config.productName}</span>
          <LangSwitch />
        </div>
        {/* The lender's words; marked English when a Filipino reader gets them untranslated (decision 132). */}
        <h1 className="promo__headline" lang={template.data?.lang}>
          {template.data?.headline ?? (ended ? prm.templateMissing : '\u00a0')}
        </h1>
        <p className="promo__sub" lang={template.data?.lang}>
          {template.data?.subtitle ?? ''}
        </p>
        <ul className="promo__perks" aria-label={prm.perksLabel}>
          <li>
            <strong>{prm.perkDecision}</strong>
            <span>{prm.perkDecisionText}</span>
          </li>
          <li>
            <strong>0</strong>
            <span>{prm.perkFeesText}</span>
          </li>
          <li>
            <strong>24/7</strong>
            <span>{prm.perkAnytimeText}</span>
          </li>
        </ul>
      </header>

      {ended ? (
        // A deactivated or unknown template: no form, since the server takes no registrations for it.
        <section className="promo__card promo__download">
          <p>{prm.templateEndedLead}</p>
          <a className="promo__submit" href="/">
            {prm.templateEndedLink}
          </a>
        </section>
      ) : (
        <form className="promo__card" onSubmit={(event) => void onRegister(event)} noValidate>
          <label className="promo__field">
            <span className="promo__label">{prm.mobileLabel}</span>
            <input
              name="mobile"
              inputMode="tel"
              autoComplete="tel"
              placeholder={prm.mobilePlaceholder}
              value={mobile}
              // No maxLength: a pasted '+63 917 123 4567' must arrive whole to become 09171234567 (11 digits).
              onChange={(e) => setMobile(normalizeMobileInput(e.target.value))}
            />
          </label>
          <div className="promo__field promo__field--row">
            <label className="promo__grow">
              <span className="promo__label">{prm.captchaLabel}</span>
              <input
                name="capcode"
                autoComplete="off"
                autoCapitalize="characters"
                placeholder={prm.captchaPlaceholder}
                maxLength={PROMOTION_LIMITS.captchaLength}
                value={capcode}
                onChange={(e) =>
                  setCapcode(e.target.value.replace(/[^A-Za-z0-9]/g, '').slice(0, PROMOTION_LIMITS.captchaLength))
                }
              />
            </label>
            <button type="button" className="promo__captcha" onClick={onRefreshCaptcha} aria-label={prm.captchaAlt}>
              {sid ? <img src={captchaUrl(sid, drawnAt)} alt={prm.captchaAlt} width="120" height="44" /> : null}
            </button>
          </div>
          <div className="promo__field promo__field--row">
            <label className="promo__grow">
              <span className="promo__label">{prm.smsLabel}</span>
              <input
                name="smsCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={prm.smsPlaceholder}
                maxLength={PROMOTION_LIMITS.smsCodeLength}
                value={smsCode}
                onChange={(e) => setSmsCode(e.target.value.replace(/\D/g, '').slice(0, PROMOTION_LIMITS.smsCodeLength))}
              />
            </label>
            <button
              type="button"
              className={`promo__code-btn${left > 0 ? ' is-waiting' : ''}`}
              onClick={() => void onGetCode()}
            >
              {left > 0 ? fill(prm.resendIn, { s: left }) : prm.getCode}
            </button>
          </div>
          <button type="submit" className="promo__submit">
            {prm.register}
          </button>
          <p className="promo__agree">
            {prm.agreePrefix} <a href="#/agreementTemplate">{prm.agreement}</a>.
          </p>
        </form>
      )}

      <footer className="promo__legal">
        <p>
          {fill(prm.legalLine, {
            lender: config.lenderLegalName,
            sec: config.secRegistrationNo,
            coa: config.certificateOfAuthorityNo,
          })}
        </p>
        <p>{prm.legalNote}</p>
      </footer>
    </div>
  );
}
