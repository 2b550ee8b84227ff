#!/usr/bin/env node
// After `vite build` and the SSR build of the site tree: writes the site's markup into
// dist/site.html and inlines its small stylesheet, so / paints before any script runs
// (docs/decisions/020-official-site-prerender.md).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const ssrDir = path.join(root, 'dist-ssr');
const { renderSite } = await import(pathToFileURL(path.join(ssrDir, 'site-prerender.js')).href);

const file = path.join(dist, 'site.html');
let html = readFileSync(file, 'utf8');
if (!html.includes('<!--site-body-->')) throw new Error('dist/site.html has no <!--site-body--> slot');
html = html.replace('<!--site-body-->', renderSite());
html = html.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g, (_, href) => {
  const css = readFileSync(path.join(dist, href), 'utf8');
  return `<style>${css}</style>`;
});
writeFileSync(file, html);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered dist/site.html (${(html.length / 1000).toFixed(1)} kB)`);
