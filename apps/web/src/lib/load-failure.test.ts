import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureActions, failureKind } from './load-failure';

describe('failureKind', () => {
  it('tells a cut network from a logged-out session, a missing loan, a refusal and a server fault', () => {
    expect(failureKind(new ApiError(-1, 'Network error', 0))).toBe('offline');
    expect(failureKind(new ApiError(1003, 'log in', 401))).toBe('session');
    expect(failureKind(new ApiError(1002, 'order: not found', 404))).toBe('notFound');
    expect(failureKind(new ApiError(1001, 'orderId: nothing to repay', 400))).toBe('refused');
    expect(failureKind(new ApiError(1009, 'conflict', 409))).toBe('refused');
    expect(failureKind(new ApiError(1500, 'internal', 500))).toBe('server');
    expect(failureKind(new ApiError(-1, 'Something went wrong', 502))).toBe('server');
    expect(failureKind(new Error('render'))).toBe('server');
  });

  it("reads a refusal the spec client's routes answer with 200 by its code (decision 118)", () => {
    expect(failureKind(new ApiError(1001, 'Please enter an amount', 200))).toBe('refused');
    expect(failureKind(new ApiError(800006, 'wrong code', 200))).toBe('refused');
    // An answer that could not be read stays a server fault.
    expect(failureKind(new ApiError(-1, 'Something went wrong', 200, {}, true))).toBe('server');
  });

  it('reads a 401 or 404 whose body is not an envelope by its status', () => {
    expect(failureKind(new ApiError(-1, 'x', 401))).toBe('session');
    expect(failureKind(new ApiError(-1, 'x', 404))).toBe('notFound');
  });
});

describe('failureActions', () => {
  it('always offers a way forward', () => {
    for (const kind of ['offline', 'session', 'notFound', 'refused', 'server', 'missing'] as const)
      for (const hasOrder of [true, false]) expect(failureActions(kind, hasOrder).length).toBeGreaterThan(0);
  });

  it('sends a logged-out borrower to log in, and a refused one back to the order when there is one', () => {
    expect(failureActions('session', true)).toEqual(['login']);
    expect(failureActions('refused', true)[0]).toBe('order');
    expect(failureActions('refused', false)[0]).toBe('home');
    expect(failureActions('offline', false)[0]).toBe('retry');
  });
});
