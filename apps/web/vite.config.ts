import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const antdLocale = fileURLToPath(new URL('./src/lib/antd-locale.ts', import.meta.url));
const syncExternalStore = fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // antd-mobile's default locale is Chinese; ours is English (ConfigProvider in app.tsx), so its
      // Chinese texts are never shown. Both the default and en-US resolve to the texts of the components
      // we use (lib/antd-locale.ts): the rest of antd-mobile's English (~1 KB gzipped) does not ship.
      { find: /^\.\.\/\.\.\/locales\/zh-CN$/, replacement: antdLocale },
      { find: /^antd-mobile\/es\/locales\/en-US$/, replacement: antdLocale },
      // wouter reaches React's useSyncExternalStore through the shim package, which ships a fallback for
      // React < 18 in every route's entry; React 19 has it, so the shim resolves to React's own.
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: syncExternalStore },
    ],
  },
  build: {
    // The manifest lets scripts/check-budget.mjs measure each route's initial JS and CSS.
    manifest: true,
    // The webviews our borrowers run: Android System WebView and iOS WKWebView of the last five years
    // (Chrome 96 and iOS 15, both late 2021). Nothing is transpiled or polyfilled for older browsers.
    target: ['chrome98', 'safari16'],
    sourcemap: false,
    // The server's HTML preloads the first route's chunks (plugins/app/web.ts, from the manifest), so the
    // entry need not carry every route's list of JS files; a route's stylesheets still load with its chunk.
    // No polyfill: every target webview but iOS < 17 knows modulepreload, and there it is only a hint.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    chunkSizeWarningLimit: 400,
    // Two pages: the borrower app and the official site, prerendered by scripts/prerender-site.mjs.
    rolldownOptions: {
      input: { main: 'index.html', site: 'site.html' },
      output: {
        codeSplitting: {
          groups: [
            {
              // The framework every route runs on, as one chunk: one request and one gzip stream instead of
              // a handful of small shared chunks (each small chunk compresses worse and costs a round trip).
              name: 'framework',
              // wouter's hash location is left to the two screens that use it (payway, promotion).
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter(?![\\/]src[\\/]use-hash-location)|regexparam|use-sync-external-store|@oxc-project)[\\/]/,
            },
            {
              // What nearly every screen draws with: the page frame, buttons, skeletons, the load state and the API client.
              name: 'screen-kit',
              test: /node_modules[\\/]antd-mobile[\\/]es[\\/](components[\\/](button|dot-loading|skeleton|list|config-provider)|locales|global)[\\/]|src[\\/](components[\\/]ui[\\/](page|query-state)|lib[\\/](api-client|host-bridge|i18n|messages|app-config|session-params|storage|url))\b/,
            },
            {
              // Formats, the bank form's rules and the shared Filipino texts stay out of the entry: only some
              // screens and readers use them (the contracts' constants module re-exports them all). The
              // pickers' label rewriter loads with an open picker, so it stays out of the form's chunk.
              name: (id: string) => {
                if (/contracts[\\/]src[\\/](money-format|date-format)/.test(id)) return 'formats';
                if (
                  /contracts[\\/]src[\\/]form-engine|src[\\/](components[\\/](form[\\/](?!picker-labels)|ui[\\/](inputs|sms-code\.ts$))|lib[\\/]input-rules)/.test(
                    id,
                  )
                )
                  return 'server-form';
                if (/src[\\/]lib[\\/]messages\.fil\.ts$/.test(id)) return 'messages.fil';
                return null;
              },
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/brand': 'http://localhost:3000' } },
});
