// The proxy in front of several instances (deploy/nginx.conf for compose, the one scripts/cluster.mjs writes for
// `npm run cluster` and the gate) re-sends a request to another instance only when no instance can have
// received it, or when it is idempotent: a POST that reached an instance that then died may have been
// committed, and sent again it would be stored twice (decision 100).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './config/paths.js';

const configs = {
  'deploy/nginx.conf': readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8'),
  'scripts/cluster.mjs': readFileSync(path.join(repoRoot, 'scripts/cluster.mjs'), 'utf8'),
};

/** The directives of one name, comments left out, each as its list of words. */
function directives(text: string, name: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line.startsWith(`${name} `) || line === `${name};`)
    .map((line) => line.replace(/;$/, '').split(/\s+/).slice(1));
}

describe.each(Object.entries(configs))('%s', (_file, text) => {
  it('retries on another instance, but never a POST an instance may have received', () => {
    const rules = directives(text, 'proxy_next_upstream');
    expect(rules.length, 'the proxy names its retry rule').toBeGreaterThan(0);
    for (const words of rules) {
      // non_idempotent would let nginx re-send a POST after it was written to an instance that then failed.
      expect(words).not.toContain('non_idempotent');
      // A refused connection (an instance gone) is still tried on the other.
      expect(words).toContain('error');
    }
  });

  it('passes the idempotency key of money-moving requests through', () => {
    // Every money-moving POST carries Idempotency-Key (decision 019); a proxy that cleared it would undo that.
    const cleared = directives(text, 'proxy_set_header').filter(([header]) => /^idempotency-key$/i.test(header ?? ''));
    expect(cleared).toEqual([]);
    expect(directives(text, 'proxy_pass_request_headers')).not.toContainEqual(['off']);
  });
});
