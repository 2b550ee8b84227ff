// Profile: personal data (the certify steps), the payout account (the borrower bank page), My data
// (decision 126), the language, and logging out here or everywhere.
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useLocation } from 'wouter';
import { LinkList } from '@/components/link-list';
import { Screen } from '@/components/screen';
import { ApiError } from '@/lib/api-client';
import { borrowerPaths, openPath } from '@/lib/borrower-pages';
import { confirmDialog } from '@/lib/dialog';
import { LANGS, useI18n, type Lang } from '@/lib/i18n';
import { currentSession } from '@/lib/session';
import { useLogout } from '../api/logout';
import { useLogoutAll } from '../api/logout-all';
import './profile.css';

const LANG_NAMES: Record<Lang, string> = { en: 'English', fil: 'Filipino' };

export default function ProfilePage() {
  const { t, lang, setLang } = useI18n();
  const [, navigate] = useLocation();
  const logout = useLogout();
  const logoutAll = useLogoutAll();
  const [error, setError] = useState('');
  const session = currentSession();

  const out = async (everywhere: boolean) => {
    setError('');
    if (everywhere && !(await confirmDialog(t('logoutAllConfirm'), t('ok'), t('cancel')))) return;
    try {
      await (everywhere ? logoutAll : logout).mutateAsync();
      navigate('/', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError && !e.network ? e.message : t('offline'));
    }
  };

  return (
    <Screen title={t('profileTitle')} tab="profile">
      <section className="card profile-head">
        <span className="profile-head__avatar" aria-hidden="true">
          ☺
        </span>
        <span>{session?.phoneMasked ?? ''}</span>
      </section>
      <LinkList
        rows={[
          { label: t('personalData'), onOpen: () => navigate('/certify?step=basic') },
          { label: t('payoutAccount'), onOpen: () => navigate(openPath(borrowerPaths.bindBank)) },
          { label: t('myDataOpen'), onOpen: () => navigate('/my-data') },
          { label: t('aboutUs'), onOpen: () => navigate(openPath(borrowerPaths.aboutUs)) },
          { label: t('privacyPolicy'), onOpen: () => navigate(openPath(borrowerPaths.privacyPolicy)) },
        ]}
      />
      <section className="card" aria-labelledby="profile-lang">
        <h2 id="profile-lang">{t('language')}</h2>
        <div className="profile-langs" role="radiogroup" aria-labelledby="profile-lang">
          {LANGS.map((code) => (
            <label key={code} className="profile-lang">
              <input type="radio" name="lang" value={code} checked={lang === code} onChange={() => setLang(code)} />
              <span lang={code}>{LANG_NAMES[code]}</span>
            </label>
          ))}
        </div>
      </section>
      {error ? (
        <p className="card field-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button block onClick={() => void out(false)} loading={logout.isPending}>
        {t('logout')}
      </Button>
      <Button block color="danger" fill="outline" onClick={() => void out(true)} loading={logoutAll.isPending}>
        {t('logoutAll')}
      </Button>
    </Screen>
  );
}
