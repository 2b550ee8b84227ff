// The browser host's side of docs/host-bridge.md. A borrower page runs in a same-origin frame; the
// server's shim in its index.html (plugins/app/web.ts) gives it window.<hostBridgeName>.postMessage,
// exactly what an Android host injects, and forwards each message here. Pages from another origin
// cannot reach the receiver (the browser forbids cross-origin access).
import type { HostAction, HostPayloads } from '@lendwell/contracts';

export type HostHandlers = { [A in HostAction]: (payload: HostPayloads[A]) => void };

const ACTIONS = new Set<string>([
  'to',
  'closeWebview',
  'toP',
  'toHome',
  'toMine',
  'offToLogin',
  'callTelephone',
  'toRate',
  'confirmBurialPoint',
  'startBank',
  'endBank',
]);

export type BridgeCall = { action: string; payload: unknown; at: string };
const LOG_KEY = 'lendwell.hostCalls';

/** The last 20 calls (tests and the developer page read them). */
export function bridgeLog(): BridgeCall[] {
  try {
    return JSON.parse(sessionStorage.getItem(LOG_KEY) ?? '[]') as BridgeCall[];
  } catch {
    return [];
  }
}

function record(call: BridgeCall): void {
  try {
    sessionStorage.setItem(LOG_KEY, JSON.stringify([...bridgeLog(), call].slice(-20)));
  } catch {
    // A full storage must not stop the action itself.
  }
}

type ReceiverWindow = Window & { __lendwellHostReceive?: (json: string) => void };

/** Parses one message; answers null for anything that is not a known action with an object payload. */
export function parseMessage(json: string): { action: HostAction; payload: Record<string, unknown> } | null {
  try {
    const message = JSON.parse(json) as { action?: unknown; payload?: unknown };
    if (typeof message.action !== 'string' || !ACTIONS.has(message.action)) return null;
    const payload =
      message.payload && typeof message.payload === 'object' ? (message.payload as Record<string, unknown>) : {};
    return { action: message.action as HostAction, payload };
  } catch {
    return null;
  }
}

/** Starts receiving the framed pages' calls; returns the function that stops it. */
export function installFrameBridge(handlers: HostHandlers, win: ReceiverWindow = window): () => void {
  win.__lendwellHostReceive = (json: string) => {
    const message = parseMessage(json);
    if (!message) return;
    record({ action: message.action, payload: message.payload, at: new Date().toISOString() });
    (handlers[message.action] as (payload: unknown) => void)(message.payload);
  };
  return () => {
    delete win.__lendwellHostReceive;
  };
}
