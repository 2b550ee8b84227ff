// The first screen of a signed-out borrower: what the app is, and the way in.
import Button from 'antd-mobile/es/components/button';
import { useLocation } from 'wouter';
import { appConfig } from '@lendwell/client-kit/app-config';
import { useI18n } from '@/lib/i18n';
import { logoutNotice } from '@/lib/session';
import { LanguageSwitch } from './language-switch';
import './auth.css';

export default function WelcomePage() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const config = appConfig();
  return (
    <main className="welcome">
      <div className="welcome__top">
        <LanguageSwitch />
      </div>
      <div className="welcome__hero">
        <img src="/app/icon.svg" alt="" width="72" height="72" />
        <h1>{config.productName}</h1>
        <p className="welcome__tagline">{t('appTagline')}</p>
      </div>
      <ul className="welcome__points">
        <li>{t('welcomePoint1')}</li>
        <li>{t('welcomePoint2')}</li>
        <li>{t('welcomePoint3')}</li>
      </ul>
      {logoutNotice() === 'everywhere' ? (
        <p className="card" role="status">
          {t('loggedOutAll')}
        </p>
      ) : null}
      <p className="muted">{t('welcomeLead')}</p>
      <Button block color="primary" size="large" onClick={() => navigate('/login')}>
        {t('welcomeStart')}
      </Button>
      <p className="welcome__legal">
        {config.lenderLegalName} · SEC Reg. No. {config.secRegistrationNo} · {config.certificateOfAuthorityNo}
      </p>
    </main>
  );
}
