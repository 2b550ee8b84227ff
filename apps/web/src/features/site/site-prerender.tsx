// Build step (vite build --ssr): the site's static markup, written into dist/site.html by
// apps/web/scripts/prerender-site.mjs. Runs in Node, never in the browser.
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteDocument } from './components/site-document';

export function renderSite(): string {
  return renderToStaticMarkup(<SiteDocument />);
}
