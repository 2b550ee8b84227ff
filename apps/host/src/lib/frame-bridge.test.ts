import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridgeLog, installFrameBridge, parseMessage, type HostHandlers } from './frame-bridge';

function handlers(): HostHandlers {
  return {
    to: vi.fn(),
    closeWebview: vi.fn(),
    toP: vi.fn(),
    toHome: vi.fn(),
    toMine: vi.fn(),
    offToLogin: vi.fn(),
    callTelephone: vi.fn(),
    toRate: vi.fn(),
    confirmBurialPoint: vi.fn(),
    startBank: vi.fn(),
    endBank: vi.fn(),
  };
}

afterEach(() => sessionStorage.clear());

describe('frame bridge (host side of docs/host-bridge.md)', () => {
  it('accepts only known actions, with an object payload', () => {
    expect(parseMessage('{"action":"toP","payload":{"productId":"3"}}')).toEqual({
      action: 'toP',
      payload: { productId: '3' },
    });
    expect(parseMessage('{"action":"toHome"}')).toEqual({ action: 'toHome', payload: {} });
    expect(parseMessage('{"action":"eval","payload":{}}')).toBeNull();
    expect(parseMessage('not json')).toBeNull();
    expect(parseMessage('{"action":"to","payload":"x"}')).toEqual({ action: 'to', payload: {} });
  });

  it('hands each framed call to its handler and records it', () => {
    const h = handlers();
    const win = {} as Window & { __lendwellHostReceive?: (json: string) => void };
    const stop = installFrameBridge(h, win);
    win.__lendwellHostReceive?.(JSON.stringify({ action: 'callTelephone', payload: { phone: '+63 2 8123 4567' } }));
    win.__lendwellHostReceive?.(JSON.stringify({ action: 'nope', payload: {} }));
    expect(h.callTelephone).toHaveBeenCalledWith({ phone: '+63 2 8123 4567' });
    expect(bridgeLog().map((c) => c.action)).toEqual(['callTelephone']);
    stop();
    expect(win.__lendwellHostReceive).toBeUndefined();
  });
});
