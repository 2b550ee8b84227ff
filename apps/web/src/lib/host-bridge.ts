// One typed door to the native host. Android exposes a JavaScript interface and iOS a WebKit
// message handler, both named by the white-label hostBridgeName; each receives
// {"action": ..., "payload": {...}} as JSON. In a plain browser every action falls back to
// something sensible, and every call is recorded so tests and /testPreview can show it.
// docs/host-bridge.md is the contract for native teams.
import type { HostAction, HostPayloads } from '@lendwell/contracts';
import { appConfig } from '@lendwell/client-kit/app-config';
import { messages } from './messages';

export type HostCall = { action: HostAction; payload: unknown; at: string; via: 'android' | 'ios' | 'browser' };

type AndroidInterface = { postMessage: (json: string) => void };
type IosHandler = { postMessage: (message: unknown) => void };
type HostWindow = Window & {
  webkit?: { messageHandlers?: Record<string, IosHandler | undefined> };
  __hostBridgeCalls?: HostCall[];
} & Record<string, unknown>;

const LOG_KEY = 'lw.hostCalls';
const LOG_LIMIT = 20;

function detect(win: HostWindow): 'android' | 'ios' | 'browser' {
  const name = appConfig().hostBridgeName;
  const android = win[name] as AndroidInterface | undefined;
  if (android && typeof android.postMessage === 'function') return 'android';
  if (win.webkit?.messageHandlers?.[name]) return 'ios';
  return 'browser';
}

function record(call: HostCall, win: HostWindow): void {
  win.__hostBridgeCalls = [...(win.__hostBridgeCalls ?? []), call];
  try {
    const log = JSON.parse(sessionStorage.getItem(LOG_KEY) ?? '[]') as HostCall[];
    sessionStorage.setItem(LOG_KEY, JSON.stringify([...log, call].slice(-LOG_LIMIT)));
  } catch {
    // A full or blocked storage must not break the host call itself.
  }
}

/** The last calls, newest last (for /testPreview). */
export function recentHostCalls(): HostCall[] {
  try {
    return JSON.parse(sessionStorage.getItem(LOG_KEY) ?? '[]') as HostCall[];
  } catch {
    return [];
  }
}

/** A small in-page notice for actions a browser cannot perform. Plain DOM: no React needed. */
function notice(text: string): void {
  const id = 'host-bridge-notice';
  document.getElementById(id)?.remove();
  const el = document.createElement('div');
  el.id = id;
  el.setAttribute('role', 'status');
  el.textContent = text;
  el.style.cssText =
    'position:fixed;left:16px;right:16px;bottom:24px;z-index:2000;padding:12px 16px;border-radius:12px;' +
    'background:rgba(17,24,39,.92);color:#fff;font-size:14px;text-align:center;box-shadow:0 6px 24px rgba(0,0,0,.2)';
  document.body.appendChild(el);
  setTimeout(() => el.remove(), 3000);
}

function browserFallback<A extends HostAction>(action: A, payload: HostPayloads[A]): void {
  switch (action) {
    case 'to':
      window.location.assign((payload as HostPayloads['to']).url);
      return;
    case 'callTelephone':
      window.location.href = `tel:${(payload as HostPayloads['callTelephone']).phone.replace(/[^\d+]/g, '')}`;
      return;
    case 'closeWebview':
      if (window.history.length > 1) window.history.back();
      else notice(messages.hostCloseNotice);
      return;
    case 'offToLogin':
      notice(messages.hostLoginNotice);
      return;
    case 'toHome':
    case 'toMine':
    case 'toP':
      notice(messages.hostHomeNotice);
      return;
    case 'toRate':
      notice(messages.hostRateNotice);
      return;
    case 'confirmBurialPoint':
    case 'startBank':
    case 'endBank':
      // Nothing to show: these only inform the host.
      return;
  }
}

export function callHost<A extends HostAction>(
  action: A,
  payload: HostPayloads[A],
  win: HostWindow = window as unknown as HostWindow,
): void {
  const via = detect(win);
  record({ action, payload, at: new Date().toISOString(), via }, win);
  const name = appConfig().hostBridgeName;
  if (via === 'android') {
    (win[name] as AndroidInterface).postMessage(JSON.stringify({ action, payload }));
  } else if (via === 'ios') {
    win.webkit?.messageHandlers?.[name]?.postMessage({ action, payload });
  } else {
    browserFallback(action, payload);
  }
}

export type HostEvent = 'iosBack';
const listeners = new Map<HostEvent, Set<() => void>>();

/** Subscribes to a host event; returns the unsubscribe function. */
export function onHostEvent(event: HostEvent, listener: () => void): () => void {
  const set = listeners.get(event) ?? new Set();
  set.add(listener);
  listeners.set(event, set);
  return () => set.delete(listener);
}

/** The host calls window.<hostBridgeName>Events.emit('iosBack') when the iOS back gesture fires. */
export function installHostEvents(win: HostWindow = window as unknown as HostWindow): void {
  win[`${appConfig().hostBridgeName}Events`] = {
    emit(event: HostEvent) {
      listeners.get(event)?.forEach((listener) => listener());
    },
  };
}

export const host = {
  to: (url: string, title?: string) => callHost('to', title ? { url, title } : { url }),
  closeWebview: () => callHost('closeWebview', {}),
  toP: (productId: string) => callHost('toP', { productId }),
  toHome: () => callHost('toHome', {}),
  toMine: () => callHost('toMine', {}),
  offToLogin: () => callHost('offToLogin', {}),
  callTelephone: (phone: string) => callHost('callTelephone', { phone }),
  toRate: () => callHost('toRate', {}),
  confirmBurialPoint: (payload: HostPayloads['confirmBurialPoint']) => callHost('confirmBurialPoint', payload),
  startBank: (productId?: string) => callHost('startBank', productId ? { productId } : {}),
  endBank: (payload: HostPayloads['endBank'] = {}) => callHost('endBank', payload),
};
