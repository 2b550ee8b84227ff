// The landing's params live in the hash (#/registerTemplate?templateId=1&utm_tag=…), and a few rules
// are pure functions so they can be tested without a browser.

/** Query params of the hash route. */
export function hashParams(): URLSearchParams {
  const hash = window.location.hash;
  return new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
}

/** Keeps what a person types or pastes as a local number: '+63 917 123 4567' → '09171234567'. */
export function normalizeMobileInput(text: string): string {
  let compact = text.replace(/[\s()-]/g, '');
  if (compact.startsWith('+63')) compact = `0${compact.slice(3)}`;
  else if (compact.startsWith('63') && compact.length >= 12) compact = `0${compact.slice(2)}`;
  const digits = compact.replace(/\D/g, '');
  // A bare ten-digit mobile (9171234567, typed after the "+63" people see on their SIM card) reads as local.
  return (/^9\d{9}$/.test(digits) ? `0${digits}` : digits).slice(0, 11);
}

/** The merchant's rule, falling back to PH mobiles when the configured source does not compile. */
export function mobileRule(source: string | undefined): RegExp {
  try {
    return new RegExp(source ?? '^(?:0|\\+?63)9\\d{9}$');
  } catch {
    return /^(?:0|\+?63)9\d{9}$/;
  }
}

export function clientType(userAgent = navigator.userAgent): string {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'web';
}

/** Where the landing leaves the registered number for the web host app's login (apps/host, same origin). */
export const HANDOVER_PHONE_KEY = 'lendwell.handoverPhone';
