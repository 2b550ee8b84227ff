import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEnvelope, ApiError, apiLoad } from './api-client';
import { captureLaunchParams } from './session-params';

vi.mock('./toast', () => ({ toast: vi.fn(), showLoading: vi.fn(() => vi.fn()) }));
const { toast, showLoading } = await import('./toast');

function answer(body: unknown, status = 200) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('api client', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/x?deviceId=d1&sessionId=s1&swift=sw&eyes=ey&building=b&gather=g');
    captureLaunchParams();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('form client: form body, common params and the language in the query, bearer session, swift/eyes headers', async () => {
    const fetchMock = answer({ code: 0, message: 'ok', data: { a: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const envelope = await apiEnvelope('/v3/thing', { body: { overall: 30, skip: undefined }, loading: true });
    expect(envelope.data).toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v3/thing?deviceId=d1&lang=en');
    expect(init.body).toBe('overall=30');
    const headers = init.headers as Headers;
    expect(headers.get('authorization')).toBe('Bearer s1');
    expect(headers.get('swift')).toBe('sw');
    expect(headers.get('eyes')).toBe('ey');
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(showLoading).toHaveBeenCalled();
  });

  it('json client: JSON body, XHR marker, building/gather headers', async () => {
    const fetchMock = answer({ code: '00', message: 'ok', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await apiEnvelope('/variant', { flavour: 'json', body: { amount: 5 }, successCodes: ['00'] });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = init.headers as Headers;
    expect(init.body).toBe('{"amount":5}');
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers.get('building')).toBe('b');
    expect(headers.get('gather')).toBe('g');
  });

  it('toasts the server message on a non-success code and rejects', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        {
          code: 1001,
          message: 'Please fill in the mobile number.',
          data: null,
          field: 'phone',
          detail: 'phone: is required',
          reason: 'invalid-input',
        },
        400,
      ),
    );
    const error = (await apiEnvelope('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.parts).toEqual({ field: 'phone', detail: 'phone: is required', reason: 'invalid-input' });
    expect(toast).toHaveBeenCalledWith('Please fill in the mobile number.');
  });

  it("reads a refusal the same whether it comes as a 400 or, on the spec client's routes, a 200 (decision 118)", async () => {
    for (const status of [400, 200]) {
      vi.mocked(toast).mockClear();
      vi.stubGlobal(
        'fetch',
        answer({ code: 800006, message: 'Wrong verification code.', data: null, reason: 'invalid-input' }, status),
      );
      await expect(apiEnvelope('/x')).rejects.toMatchObject({ code: 800006, status });
      expect(toast).toHaveBeenCalledWith('Wrong verification code.');
    }
  });

  it('never toasts a field path, even when a server still sends one', async () => {
    vi.stubGlobal('fetch', answer({ code: 1001, message: 'amount: must be more than zero', data: null }, 400));
    await expect(apiEnvelope('/x')).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith('Must be more than zero');
  });

  it('toasts a network error when the request cannot be sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiEnvelope('/x')).rejects.toMatchObject({ code: -1 });
    expect(toast).toHaveBeenCalledWith(expect.stringMatching(/Network error/));
  });

  it('a screen load never toasts: its LoadFailure panel says what happened', async () => {
    vi.mocked(toast).mockClear();
    vi.stubGlobal('fetch', answer({ code: 404, message: 'We could not find this order.', data: null }, 404));
    await expect(apiLoad('/x')).rejects.toMatchObject({ status: 404, message: 'We could not find this order.' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiLoad('/x')).rejects.toMatchObject({ code: -1 });
    expect(toast).not.toHaveBeenCalled();
  });
});
