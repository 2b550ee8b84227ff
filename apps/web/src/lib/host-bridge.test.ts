import { afterEach, describe, expect, it, vi } from 'vitest';
import { callHost, installHostEvents, onHostEvent, recentHostCalls } from './host-bridge';

type W = Window & Record<string, unknown>;

describe('host bridge', () => {
  afterEach(() => {
    delete (window as unknown as W).LendwellHost;
    delete (window as unknown as W).webkit;
    sessionStorage.clear();
  });

  it('posts JSON to the Android interface', () => {
    const postMessage = vi.fn();
    (window as unknown as W).LendwellHost = { postMessage };
    callHost('callTelephone', { phone: '+63 2 8123 4567' });
    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ action: 'callTelephone', payload: { phone: '+63 2 8123 4567' } }),
    );
    expect(recentHostCalls().at(-1)).toMatchObject({ action: 'callTelephone', via: 'android' });
  });

  it('posts an object to the iOS message handler', () => {
    const postMessage = vi.fn();
    (window as unknown as W).webkit = { messageHandlers: { LendwellHost: { postMessage } } };
    callHost('endBank', { source: 'loanDetail' });
    expect(postMessage).toHaveBeenCalledWith({ action: 'endBank', payload: { source: 'loanDetail' } });
  });

  it('shows a notice in a plain browser and records the call', () => {
    callHost('offToLogin', {});
    expect(document.getElementById('host-bridge-notice')?.textContent).toMatch(/log in again/);
    expect(recentHostCalls().at(-1)).toMatchObject({ action: 'offToLogin', via: 'browser' });
  });

  it('delivers the iOS back event to listeners', () => {
    installHostEvents();
    const listener = vi.fn();
    const off = onHostEvent('iosBack', listener);
    ((window as unknown as W).LendwellHostEvents as { emit: (e: string) => void }).emit('iosBack');
    off();
    ((window as unknown as W).LendwellHostEvents as { emit: (e: string) => void }).emit('iosBack');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
