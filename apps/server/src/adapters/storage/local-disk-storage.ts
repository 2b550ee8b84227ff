import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

const KEY = /^[A-Za-z0-9_-]{20,80}\.(jpg|webp|png)$/;

/** Files under DATA_DIR/uploads: outside the web root, so nothing there is ever served as a page. */
export function createLocalDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    name: 'local-disk',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch {
        return null;
      }
    },
  };
}
