// Toasts with the spec's timings: 2 s by default; the custom toast lasts 3000 ms unless given over 300 ms.
// antd-mobile's Toast brings its animation library (~20 KB gzip), so it loads on first use, or
// when the browser is idle after the first paint, whichever comes first.
import type Toast from 'antd-mobile/es/components/toast';
import { messages } from './messages';

export const TOAST_MS = 2000;
export const CUSTOM_TOAST_MS = 3000;

type ToastModule = { default: typeof Toast };
let toastModule: Promise<ToastModule> | undefined;

export function loadToast(): Promise<ToastModule> {
  // Toast is the app's only imperatively rendered antd-mobile component, so its React 19 render hook
  // (with rc-util's legacy renderer and Babel helpers, ~2 KB gzip) loads with it, not in the entry.
  toastModule ??= Promise.all([import('antd-mobile/es/components/toast'), import('./antd-react19')]).then(
    ([module, { installAntdReact19Render }]) => {
      installAntdReact19Render();
      return module;
    },
  );
  return toastModule;
}

export function customToastDuration(durationMs?: number): number {
  return durationMs !== undefined && durationMs > 300 ? durationMs : CUSTOM_TOAST_MS;
}

export function toast(message: string): void {
  void loadToast().then(({ default: Toast }) => Toast.show({ content: message, duration: TOAST_MS }));
}

/**
 * The spec's custom toast (3000 ms unless a duration over 300 ms is given), kept for host pages that ask for it.
 * @public
 */
export function customToast(message: string, durationMs?: number): void {
  void loadToast().then(({ default: Toast }) =>
    Toast.show({ content: message, duration: customToastDuration(durationMs) }),
  );
}

/** Shows 'loading...' until the returned function is called; a quick answer never flashes it. */
export function showLoading(): () => void {
  let done = false;
  let close: (() => void) | undefined;
  void loadToast().then(({ default: Toast }) => {
    if (done) return;
    close = Toast.show({ icon: 'loading', content: messages.loading, duration: 0, maskClickable: false }).close;
  });
  return () => {
    done = true;
    close?.();
  };
}
