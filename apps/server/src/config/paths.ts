// Locations the server needs, resolved from this file so they hold whatever the working directory is.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const defaultBrandFile = path.join(serverRoot, 'config/brand.json');
export const webDistFolder = path.join(repoRoot, 'apps/web/dist');
export const consoleDistFolder = path.join(repoRoot, 'apps/console/dist');
export const hostDistFolder = path.join(repoRoot, 'apps/host/dist');

/** npm runs workspace scripts inside the workspace; INIT_CWD is where the person typed the command. */
export function resolveFromInvocation(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}
