// Boot order matters: launch params (and the session id) are captured and scrubbed from the
// address bar before anything renders or any request is made.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { captureLaunchParams } from '@/lib/session-params';
import { installHostEvents } from '@/lib/host-bridge';
import { loadToast } from '@/lib/toast';
import { App } from '@/app/app';
import 'antd-mobile/es/global';
import '@lendwell/client-kit/base.css';
import '@/app/global.css';

captureLaunchParams();
installHostEvents();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Warm the toast module once the first screen has painted, so the first message is instant.
const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
idle(() => void loadToast());
