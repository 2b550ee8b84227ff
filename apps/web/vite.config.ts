import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // The manifest lets scripts/check-budget.mjs measure each route's initial JS and CSS.
    manifest: true,
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Two pages: the borrower app and the official site, prerendered by scripts/prerender-site.mjs.
    rollupOptions: { input: { main: 'index.html', site: 'site.html' } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/brand': 'http://localhost:3000' } },
});
