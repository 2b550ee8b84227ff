// Semaphore is a Philippine SMS provider; its API takes a form post with apikey, number, message, sendername.
import type { SmsGateway } from './sms-gateway.js';

export type SemaphoreOptions = { apiKey: string; senderName: string | undefined; url: string; timeoutMs?: number };

export function createSemaphoreSmsGateway(options: SemaphoreOptions, fetchImpl: typeof fetch = fetch): SmsGateway {
  return {
    name: 'semaphore',
    async send(phone, body) {
      const form = new URLSearchParams({ apikey: options.apiKey, number: phone.replace(/^\+63/, '0'), message: body });
      if (options.senderName) form.set('sendername', options.senderName);
      const response = await fetchImpl(options.url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // The status is enough to decide; the response body echoes the message, so it is not logged.
      if (!response.ok) throw new Error(`semaphore refused the message: HTTP ${response.status}`);
    },
  };
}
