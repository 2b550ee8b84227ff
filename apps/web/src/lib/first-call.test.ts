import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyResponse } from './first-call';

const w = window as unknown as { __lwFirstCall?: unknown };
const response = Promise.resolve(new Response('{"code":0}'));

function early(call: { method: string; path: string; params: Record<string, string> }) {
  w.__lwFirstCall = { ...call, response };
}

afterEach(() => {
  delete w.__lwFirstCall;
});

describe('the first call sent by the HTML', () => {
  it('is taken by the same call, once, with the params as the client sends them', () => {
    early({ method: 'POST', path: '/v3/x', params: { overall: '30', orderId: '7' } });
    expect(takeEarlyResponse('POST', '/v3/x', { overall: 30, orderId: '7', amount: undefined })).toBe(response);
    expect(takeEarlyResponse('POST', '/v3/x', { overall: 30, orderId: '7' })).toBeUndefined();
  });

  it('is not taken by another call or other params, and nothing is taken when the page sent none', () => {
    expect(takeEarlyResponse('POST', '/v3/x', {})).toBeUndefined();
    early({ method: 'GET', path: '/v3/x', params: { orderId: '7' } });
    expect(takeEarlyResponse('POST', '/v3/x', { orderId: '7' })).toBeUndefined();
    expect(takeEarlyResponse('GET', '/v3/y', { orderId: '7' })).toBeUndefined();
    expect(takeEarlyResponse('GET', '/v3/x', { orderId: '8' })).toBeUndefined();
    expect(takeEarlyResponse('GET', '/v3/x', { orderId: '7', productId: '1' })).toBeUndefined();
    expect(takeEarlyResponse('GET', '/v3/x', { orderId: '7' })).toBe(response);
  });
});
