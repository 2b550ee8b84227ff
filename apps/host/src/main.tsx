// The web host app: the browser's stand-in for the native app around the borrower pages
// (docs/decisions/037-web-host-app.md).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdReact19Render } from '@/lib/antd-react19';
import { storedLang } from '@/lib/i18n';
import { App } from '@/app/app';
import 'antd-mobile/es/global';
import '@lendwell/client-kit/base.css';
import '@/app/global.css';

installAntdReact19Render();
document.documentElement.lang = storedLang();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker keeps the shell and answers offline navigations (public/sw.js). Dev servers skip it.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' }).catch(() => {
      // Without a worker the app still works online; nothing to tell the borrower.
    });
  });
}
