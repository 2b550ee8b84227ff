// A borrower page of apps/web running inside the host app, unchanged, in a same-origin frame: the
// browser's stand-in for a native webview (decision 037). The page gets the session and params the
// way a native host hands them over (lib/borrower-pages.ts), and its host-bridge calls arrive here.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { alertDialog } from '@/lib/dialog';
import { frameUrl, isBorrowerPath, openPath, resetFrameStorage } from '@/lib/borrower-pages';
import { installFrameBridge } from '@/lib/frame-bridge';
import { useI18n } from '@/lib/i18n';
import { hostRouteToReturnTo } from '@/lib/navigation-memory';
import { clearSession } from '@/lib/session';
import './borrower-page.css';

export default function BorrowerPage() {
  const { t, lang } = useI18n();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const client = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const [title, setTitle] = useState('');
  const pagePath = location.replace(/^\/open/, '') || '/';
  const target = `${pagePath}${search ? `?${search}` : ''}`;
  const src = useMemo(() => {
    // Each page starts like a fresh webview (no params left over from the previous one).
    resetFrameStorage();
    return frameUrl(target, lang);
  }, [target, lang]);

  useEffect(() => {
    const close = () => navigate(hostRouteToReturnTo());
    return installFrameBridge({
      to: ({ url }) => {
        if (typeof url !== 'string') return;
        if (url.startsWith('/app/') || url === '/app') navigate(url.slice(4) || '/');
        else if (isBorrowerPath(url)) navigate(openPath(url));
        else if (/^https?:\/\//i.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
      },
      closeWebview: close,
      toP: ({ productId }) => navigate(`/product/${encodeURIComponent(String(productId))}`),
      toHome: () => navigate('/home'),
      toMine: () => navigate('/profile'),
      offToLogin: () => {
        clearSession();
        navigate('/login');
      },
      callTelephone: ({ phone }) => {
        window.location.href = `tel:${String(phone).replace(/[^\d+]/g, '')}`;
      },
      toRate: () => void alertDialog(t('rateThanks'), t('ok')),
      confirmBurialPoint: () => {
        // Recorded by the bridge; the loan it names changes what home and my loans show.
        void client.invalidateQueries({ queryKey: ['host'] });
      },
      startBank: () => undefined,
      endBank: () => void client.invalidateQueries({ queryKey: ['host'] }),
    });
  }, [navigate, client, t]);

  const onLoad = () => {
    try {
      setTitle(frame.current?.contentDocument?.title ?? '');
    } catch {
      setTitle('');
    }
  };

  // Full screen, no bar of ours: every borrower page has its own bar whose back arrow steps back in
  // the history it shares with the app, or asks the host to close it (closeWebview).
  return (
    <main className="borrower-frame-page">
      <iframe key={src} ref={frame} className="borrower-frame" title={title || pagePath} src={src} onLoad={onLoad} />
    </main>
  );
}
