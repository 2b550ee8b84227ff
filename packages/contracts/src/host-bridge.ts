// The host bridge of docs/host-bridge.md: the actions a borrower page asks of its host (the native app or the
// web host app) and their payloads. The web app sends them and the web host app receives them, from this one
// list (decision 122).

export type HostPayloads = {
  /** Open a URL or app path in a new webview. */
  to: { url: string; title?: string };
  closeWebview: Record<string, never>;
  /** Open a product's application flow in the host. */
  toP: { productId: string };
  toHome: Record<string, never>;
  toMine: Record<string, never>;
  offToLogin: Record<string, never>;
  callTelephone: { phone: string };
  toRate: Record<string, never>;
  /** Analytics event (the spec's burial point). */
  confirmBurialPoint: { event: string; productId?: string; orderId?: string; amountCents?: number };
  startBank: { productId?: string };
  endBank: { productId?: string; source?: string };
};
export type HostAction = keyof HostPayloads;
