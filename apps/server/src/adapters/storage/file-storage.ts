// Where uploaded files live. Keys are unguessable and never derived from a borrower's file name.
export interface FileStorage {
  readonly name: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
}

// Every adapter accepts only the keys the app makes (random base64url plus an image extension),
// so a key can never climb out of its folder or prefix.
const STORAGE_KEY = /^[A-Za-z0-9_-]{20,80}\.(jpg|webp|png)$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
}
