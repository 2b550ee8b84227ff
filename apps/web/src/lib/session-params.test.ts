import { beforeEach, describe, expect, it } from 'vitest';
import { captureLaunchParams, commonQueryParams, launchParam, sessionId } from './session-params';

describe('captureLaunchParams', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the session id out of the address bar and in sessionStorage', () => {
    window.history.replaceState(null, '', '/customer-service?deviceId=d1&sessionId=s3cret&userId=7');
    captureLaunchParams();
    expect(window.location.search).toBe('?deviceId=d1&userId=7');
    expect(sessionId()).toBe('s3cret');
    expect(commonQueryParams().toString()).toBe('deviceId=d1&userId=7');
  });

  it('reads params of a hash route and maps product_id to productId', () => {
    window.history.replaceState(null, '', '/payway#/addnormalcard?product_id=3&sessionId=abc&orderId=9');
    captureLaunchParams();
    expect(window.location.hash).toBe('#/addnormalcard?product_id=3&orderId=9');
    expect(launchParam('productId')).toBe('3');
    expect(sessionId()).toBe('abc');
  });
});
