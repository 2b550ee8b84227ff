import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The service worker (public/sw.js, written by hand) precaches the shell: index, offline page and the
 * entry's JS and CSS. Their hashed names are known only after the build, so this writes them into
 * dist/sw.js, and names the cache after them so a new build replaces the old shell.
 */
function shellList(): Plugin {
  let outDir = '';
  return {
    name: 'lendwell-shell-list',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) {
          files.add(chunk.fileName);
          for (const name of chunk.imports) files.add(name);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        }
      }
      const shell = [...files].sort().map((f) => `/app/${f}`);
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const swFile = path.join(outDir, 'sw.js');
      const template = readFileSync(swFile, 'utf8');
      if (!template.includes('/*SHELL_ASSETS*/ []') || !template.includes("/*SHELL_VERSION*/ 'dev'"))
        throw new Error('public/sw.js lost its SHELL_ASSETS or SHELL_VERSION placeholder');
      const source = template
        .replace('/*SHELL_ASSETS*/ []', JSON.stringify(shell))
        .replace("/*SHELL_VERSION*/ 'dev'", JSON.stringify(version));
      writeFileSync(swFile, source);
    },
  };
}

export default defineConfig({
  base: '/app/',
  plugins: [react(), shellList()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // The manifest lets scripts/check-budget.mjs measure each screen's initial JS and CSS.
    manifest: true,
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/brand': 'http://localhost:3000' } },
});
