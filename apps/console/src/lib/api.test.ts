// A session that ends mid-work (the idle limit of decision 102) sends staff to the login page with the
// server's sentence; a wrong password on the login page itself does not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, login, whenSessionEnds } from './api';

const IDLE = 'Your console session ended after 30 minutes without activity. Please log in again.';

function answer401(message: string) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ code: 1003, message }), { status: 401 })));
}

afterEach(() => {
  vi.unstubAllGlobals();
  whenSessionEnds(undefined);
});

describe('the console API client on a 401', () => {
  it('tells the shell the session ended, with the sentence, and still refuses the call', async () => {
    const ended = vi.fn();
    whenSessionEnds(ended);
    answer401(IDLE);
    await expect(get('/orders')).rejects.toThrow(IDLE);
    expect(ended).toHaveBeenCalledWith(IDLE);
  });

  it('leaves a refused login to the login page', async () => {
    const ended = vi.fn();
    whenSessionEnds(ended);
    answer401('Wrong email or password.');
    await expect(login('a@b.c', 'x')).rejects.toThrow('Wrong email or password.');
    expect(ended).not.toHaveBeenCalled();
  });
});
