// Every console API call (one per file under an api/ folder, decision 073) goes through the client to
// /api/console: reads and changes alike carry the session cookie, and every change carries the CSRF
// header. Each call and each hook is exercised with a stand-in argument, so a file that builds its URL
// by hand, skips the client or forgets the header fails here.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

type ApiModule = Record<string, unknown>;
const modules = import.meta.glob<ApiModule>('../**/api/*.ts', { eager: true });

/**
 * An argument every call accepts: any property is the argument again, calling it (a file's `text()`, a string's
 * `toLowerCase()`) gives it again, and it prints as "1".
 */
function anything(): unknown {
  const proxy: object = new Proxy(function stand() {}, {
    get: (_target, key) => {
      if (key === Symbol.toPrimitive) return () => '1';
      if (key === 'then' || key === 'toJSON') return undefined;
      return proxy;
    },
    apply: () => proxy,
  });
  return proxy;
}

type Call = { url: string; method: string; csrf: string | null };

function stubFetch(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    calls.push({ url, method: init.method ?? 'GET', csrf: headers.get('x-csrf-token') });
    return Promise.resolve(new Response(JSON.stringify({ code: 0, message: 'success', data: {} })));
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const entries = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name, value]) => typeof value === 'function' && !/(Key|Path)$/.test(name))
    .map(([name, value]) => ({
      file: file.replace(/^\.\.\//, ''),
      name,
      fn: value as (...args: unknown[]) => unknown,
    })),
);
const calls = entries.filter((e) => !e.name.startsWith('use'));
const hooks = entries.filter((e) => e.name.startsWith('use'));

function expectConsoleCalls(made: Call[]) {
  expect(made.length).toBeGreaterThan(0);
  for (const call of made) {
    expect(call.url).toMatch(/^\/api\/console\//);
    expect(['GET', 'POST']).toContain(call.method);
    if (call.method === 'POST') expect(call.csrf).not.toBeNull();
  }
}

/** Hooks whose arguments include a flag, with the flag on. */
const BOOLEAN_ARGS: Record<string, unknown[]> = {
  useCollectors: [true],
  useScriptVersions: [anything(), true],
};

describe('console API calls', () => {
  it('finds the api files', () => {
    expect(calls.length).toBeGreaterThan(100);
    expect(hooks.length).toBeGreaterThan(100);
  });

  it.each(calls.map((c) => [`${c.file} ${c.name}`, c] as const))('%s asks /api/console', async (_label, { fn }) => {
    const made = stubFetch();
    await fn(anything(), anything(), anything());
    expectConsoleCalls(made);
  });

  it.each(hooks.map((h) => [`${h.file} ${h.name}`, h] as const))('%s loads or is ready to change', async (_l, h) => {
    const made = stubFetch();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // A hook's flags (`enabled`, `supervisor`) are booleans: each argument is offered as one where it is.
    const args = BOOLEAN_ARGS[h.name] ?? [anything(), anything()];
    const { result } = renderHook(() => h.fn(...args) as { mutate?: unknown; status: string }, { wrapper });
    // A query asks the server at once; a mutation waits to be called.
    if (typeof result.current.mutate === 'function') expect(made).toEqual([]);
    else await waitFor(() => expectConsoleCalls(made));
  });
});
