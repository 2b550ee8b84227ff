import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage.js';

/** Files under DATA_DIR/uploads: outside the web root, so nothing there is ever served as a page. */
export function createLocalDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
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
