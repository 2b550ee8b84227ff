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

describe('launchParam', () => {
  beforeEach(() => sessionStorage.clear());

  it('prefers the current address over the params captured at boot (an in-app navigation)', () => {
    window.history.replaceState(null, '', '/loan/detail?orderId=1&productId=2&source=boot');
    captureLaunchParams();
    window.history.pushState(null, '', '/bind-bank?orderId=5&product_id=6&source=order');
    expect(launchParam('orderId')).toBe('5');
    expect(launchParam('productId')).toBe('6');
    expect(launchParam('source')).toBe('order');
  });

  it('falls back to the boot params when the address does not carry the name', () => {
    window.history.replaceState(null, '', '/repay?orderId=11&real=1');
    captureLaunchParams();
    window.history.pushState(null, '', '/payment-instructions');
    expect(launchParam('orderId')).toBe('11');
    expect(launchParam('real')).toBe('1');
  });

  it('reads a hash route query of the current address', () => {
    window.history.replaceState(null, '', '/payway#/addnormalcard?orderId=3');
    captureLaunchParams();
    window.history.pushState(null, '', '/payway#/alipayrepayment?orderId=4');
    expect(launchParam('orderId')).toBe('4');
  });
});
