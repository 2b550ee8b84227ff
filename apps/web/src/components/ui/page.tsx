// The frame of every borrower screen: a navigation bar whose back arrow goes back in the page's
// history, or closes the webview when this page is the first one the host opened.
import type { ReactNode } from 'react';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { messages } from '@/lib/messages';
import { host } from '@/lib/host-bridge';
import './page.css';

export type PageProps = {
  title: string;
  children: ReactNode;
  /** 'plain' is white; 'brand' paints the header in the theme colour. */
  variant?: 'plain' | 'brand';
  /** Hide the back arrow (pages the host shows as a root). */
  hideBack?: boolean;
  footer?: ReactNode;
  /**
   * Shown inside another page's frame (the official site's PrivacyPolicy tab): no navigation bar, whose back
   * arrow would act on the frame; the title stays as the page's heading (decision 072).
   */
  embedded?: boolean;
};

function goBack() {
  if (window.history.length > 1) window.history.back();
  else host.closeWebview();
}

export function Page({ title, children, variant = 'plain', hideBack = false, footer, embedded = false }: PageProps) {
  if (embedded)
    return (
      <div className={`page page--${variant} page--embedded`}>
        <main className="page__body">
          <h1 className="page__embedded-title">{title}</h1>
          {children}
        </main>
      </div>
    );
  return (
    <div className={`page page--${variant}`}>
      <header className="page__bar">
        <NavBar
          backIcon={!hideBack}
          back={hideBack ? null : ''}
          // The back control is an icon (antd-mobile hides its text from screen readers), so its name is
          // given beside it; with no back control the empty bar needs none (axe: aria-command-name).
          left={hideBack ? null : <span className="page__back-label">{messages.back}</span>}
          onBack={goBack}
        >
          <h1 className="page__title">{title}</h1>
        </NavBar>
      </header>
      <main className="page__body">{children}</main>
      {footer ? <footer className="page__footer">{footer}</footer> : null}
    </div>
  );
}
