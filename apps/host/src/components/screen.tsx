// One screen of the host app: a header with the title (and a back arrow on inner screens), the
// content, and the tab bar on the four main screens.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useI18n } from '@/lib/i18n';
import './screen.css';

export type Tab = 'home' | 'loans' | 'profile' | 'help';

const TABS: { tab: Tab; path: string; label: 'tabHome' | 'tabLoans' | 'tabProfile' | 'tabHelp'; icon: string }[] = [
  { tab: 'home', path: '/home', label: 'tabHome', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { tab: 'loans', path: '/loans', label: 'tabLoans', icon: 'M4 5h16v4H4zM4 11h16v4H4zM4 17h10v3H4z' },
  {
    tab: 'profile',
    path: '/profile',
    label: 'tabProfile',
    icon: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm-8 9c0-4 3.6-7 8-7s8 3 8 7z',
  },
  {
    tab: 'help',
    path: '/help',
    label: 'tabHelp',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 16h-2v-2h2zm2-7.5c-.6.9-2 1.4-2 2.5v.5h-2V13c0-1.9 2-2.4 2-3.5a1 1 0 0 0-2 0H9a3 3 0 0 1 6 .999z',
  },
];

export function Screen({
  title,
  back,
  tab,
  actions,
  children,
}: {
  title: string;
  /** Where the back arrow goes; a function for custom behaviour (the framed pages). */
  back?: string | (() => void);
  tab?: Tab;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const goBack = () => (typeof back === 'function' ? back() : back ? navigate(back) : undefined);
  return (
    <div className={`screen${tab ? ' screen--tabbed' : ''}`}>
      <header className="screen__bar">
        {back ? (
          <button type="button" className="screen__back" onClick={goBack} aria-label={t('back')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        ) : (
          <span className="screen__back-space" />
        )}
        <h1 className="screen__title">{title}</h1>
        <span className="screen__actions">{actions}</span>
      </header>
      <main className="screen__body">{children}</main>
      {tab ? (
        <nav className="screen__tabs" aria-label="Main">
          {TABS.map((item) => (
            <Link
              key={item.tab}
              href={item.path}
              className={`screen__tab${item.tab === tab ? ' screen__tab--active' : ''}`}
              aria-current={item.tab === tab ? 'page' : undefined}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d={item.icon} fill="currentColor" />
              </svg>
              <span>{t(item.label)}</span>
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
