#!/usr/bin/env node
// `npm run build -w @lendwell/server`: the server as JavaScript in apps/server/dist, which the production image,
// `npm start` and `npm run cluster` run, so a start spends nothing transpiling TypeScript (decision 100).
// Each source file becomes one module beside the others (src/x/y.ts → dist/x/y.js): paths resolved from a
// module's own address (config/paths.ts) hold, and tracing still starts before app.js loads http and pg.
// The contracts package is bundled into packages/contracts/dist, one file per entry the package exports (its
// sources import without extensions, which Node's loader refuses); Node picks it with `--conditions=compiled`,
// while tsx, Vite and vitest keep reading the TypeScript sources.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = import.meta.dirname;
const contractsRoot = path.resolve(serverRoot, '../../packages/contracts');

/** The .ts files under dir, tests and test helpers left out. */
function sources(dir, { recursive }) {
  return readdirSync(dir, { recursive, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));
}

const started = performance.now();
const common = { platform: 'node', target: 'node20', format: 'esm', sourcemap: true, logLevel: 'warning' };
rmSync(path.join(serverRoot, 'dist'), { recursive: true, force: true });
rmSync(path.join(contractsRoot, 'dist'), { recursive: true, force: true });
await Promise.all([
  build({
    ...common,
    entryPoints: sources(path.join(serverRoot, 'src'), { recursive: true }),
    outdir: path.join(serverRoot, 'dist'),
    outbase: path.join(serverRoot, 'src'),
  }),
  build({
    ...common,
    // The package exports its top-level modules (package.json "exports"); chunks hold what they share.
    entryPoints: sources(path.join(contractsRoot, 'src'), { recursive: false }),
    outdir: path.join(contractsRoot, 'dist'),
    outbase: path.join(contractsRoot, 'src'),
    bundle: true,
    splitting: true,
    external: ['zod'],
  }),
]);
console.log(`server and contracts built to dist in ${((performance.now() - started) / 1000).toFixed(1)} s`);
