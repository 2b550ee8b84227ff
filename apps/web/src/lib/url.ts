/** Appends a query string to a URL that may already carry one. */
export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
