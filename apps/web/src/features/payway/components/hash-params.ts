/** Query params of the hash route (#/path?x=1). */
export function hashParams(): URLSearchParams {
  const hash = window.location.hash;
  return new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
}
