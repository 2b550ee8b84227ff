// Local storage by the spec's key groups, and a cookie helper. Values are JSON.

export const STORAGE_GROUPS = ['public', 'personal', 'job', 'ext', 'bank', 'enum', 'txt', 'citySelect', 'day'] as const;
export type StorageGroup = (typeof STORAGE_GROUPS)[number];

const keyOf = (group: StorageGroup) => `lw.${group}`;

export const localStore = {
  get<T extends Record<string, unknown>>(group: StorageGroup): Partial<T> {
    try {
      return JSON.parse(localStorage.getItem(keyOf(group)) ?? '{}') as Partial<T>;
    } catch {
      return {};
    }
  },
  /** Merges values into the group. */
  set(group: StorageGroup, values: Record<string, unknown>): void {
    localStorage.setItem(keyOf(group), JSON.stringify({ ...this.get(group), ...values }));
  },
  clear(group?: StorageGroup): void {
    for (const g of group ? [group] : STORAGE_GROUPS) localStorage.removeItem(keyOf(g));
  },
};

/** The spec sets cookies that never expire in practice: year 9999. */
export const FOREVER = 'Fri, 31 Dec 9999 23:59:59 GMT';

export const cookies = {
  get(name: string): string | undefined {
    const prefix = `${encodeURIComponent(name)}=`;
    const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
    return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length));
  },
  set(name: string, value: string): void {
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${FOREVER}; path=/; SameSite=Lax`;
  },
  remove(name: string): void {
    document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  },
};
