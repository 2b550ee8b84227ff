#!/usr/bin/env node
// `npm run cluster`: the layout operators run (decision 067) on this machine — two app
// instances behind nginx on one PostgreSQL. nginx comes from Debian's package, installed here when
// missing (as scripts/test-env.mjs installs Chromium); PostgreSQL is the local one on 127.0.0.1:5432
// (trust auth), started when installed but stopped, with a database of the cluster's own.
//   npm run cluster                 proxy on :3210, instances on :3211 and :3212, until Ctrl-C
//   CLUSTER_PORT=8080 npm run cluster
// scripts/cluster-check.mjs starts the same layout through startCluster() and tests it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { onPath, pgReady, startLocalPostgres } from './test-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export class ClusterRefused extends Error {}

/** nginx from Debian, installed when missing and we are root with apt-get. */
export function ensureNginx(log = console.log) {
  const found =
    onPath('nginx') ?? (spawnSync('test', ['-x', '/usr/sbin/nginx']).status === 0 ? '/usr/sbin/nginx' : null);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !onPath('apt-get'))
    throw new ClusterRefused('nginx not found: run `sudo apt-get install nginx`, then npm run cluster again');
  log("installing Debian's nginx for the cluster (apt-get)");
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  spawnSync('apt-get', ['update', '-qq'], quiet);
  if (spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], quiet).status !== 0)
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], quiet);
  if (spawnSync('test', ['-x', '/usr/sbin/nginx']).status !== 0)
    throw new ClusterRefused('apt-get could not install nginx: install it by hand');
  return '/usr/sbin/nginx';
}

/** A fresh database for the cluster on the local PostgreSQL; answers its URL. */
export async function freshDatabase(name, log = console.log, adminUrl = PG_ADMIN_URL) {
  if (adminUrl === PG_ADMIN_URL) {
    startLocalPostgres(log);
    if (!pgReady()) throw new ClusterRefused('PostgreSQL does not answer on 127.0.0.1:5432: install and start it');
  }
  const { default: pg } = await import(require.resolve('pg'));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function nginxConfig({ prefix, port, upstreams, down = new Set() }) {
  return `worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 12m;
  upstream lendwell {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.has(p) ? ' down' : ''};`).join('\n')}
    keepalive 32;
    # nginx closes its idle connections to an instance, never the instance: a draining one waits for that
    # instead of cutting a connection that may already hold a request (decision 100).
    keepalive_timeout 3s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://lendwell;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A refused connection (an instance gone) goes to the other, whatever the method: no instance received
      # it. A reset, a timeout, a 502 or a 503 goes to the other only for GET and HEAD: a POST that reached an
      # instance may have been committed before it died, and sent again it would be stored twice. Without
      # non_idempotent nginx re-sends a POST only when it was never written to an instance (decision 100).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_read_timeout 65s;
      # No instance could answer (both marked failed after a database outage's 503s, or both gone): the proxy
      # answers as an instance would, 503 with the envelope and Retry-After, never its own 502 page (decision 099).
      error_page 502 504 = @unavailable;
    }
    location @unavailable {
      default_type application/json;
      add_header Retry-After 5 always;
      add_header Cache-Control no-store always;
      return 503 '{"code":1503,"message":"We cannot reach our records right now. Please try again in a few seconds.","data":null,"reason":"service-unavailable","params":{"retryAfterSeconds":5}}';
    }
  }
}
`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server as the production image runs it: compiled JavaScript (decision 100); tsx for an older checkout. */
function serverArgs(checkout) {
  return existsSync(path.join(checkout, 'apps/server/build.mjs'))
    ? ['--enable-source-maps', '--conditions=compiled', 'apps/server/dist/server.js']
    : ['--import', 'tsx', 'apps/server/src/server.ts'];
}

/** Builds a checkout's server to apps/server/dist (a few seconds), when it has the build. */
export function buildServer(checkout = root, log = console.log) {
  const script = path.join(checkout, 'apps/server/build.mjs');
  if (!existsSync(script)) return;
  const built = spawnSync(process.execPath, [script], { cwd: checkout, stdio: ['ignore', 'pipe', 'inherit'] });
  if (built.status !== 0) throw new Error(`${checkout}: the server build failed`);
  log(String(built.stdout).trim());
}

async function waitReady(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the instance exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url}: not ready after ${timeoutMs / 1000} s`);
}

/**
 * Starts the layout: PostgreSQL database, two (or `instances`) servers, nginx in front. Answers the
 * proxy's URL, each instance (port, url, stop, kill, start) and stop() for everything.
 */
export async function startCluster({
  port = Number(process.env.CLUSTER_PORT ?? 3210),
  instances = 2,
  database = 'lendwell_cluster',
  env: extraEnv = {},
  log = console.log,
  quiet = false,
  // A checkout per instance (default: this one); bench/http-load runs an older commit beside this one.
  instanceRoots = [],
  // Another PostgreSQL than the local one on :5432 (bench/faults.ts restarts a cluster of its own).
  pgAdminUrl = PG_ADMIN_URL,
} = {}) {
  const nginx = ensureNginx(log);
  const databaseUrl = await freshDatabase(database, log, pgAdminUrl);
  const prefix = path.join(os.tmpdir(), `lendwell-cluster-${port}`);
  rmSync(prefix, { recursive: true, force: true });
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'data'])
    mkdirSync(path.join(prefix, dir), { recursive: true });
  // nginx workers run as nobody when started by root: they write only their temp folders.
  for (const dir of ['body', 'proxy']) chmodSync(path.join(prefix, dir), 0o777);
  const sharedEnv = {
    ...process.env,
    APP_MODE: 'sandbox',
    DATABASE_URL: databaseUrl,
    // The same secrets on every instance: sessions, signed links and callbacks verify anywhere.
    APP_SECRET: 'cluster-app-secret-0123456789abcdef0123456789',
    ADMIN_TOKEN: 'cluster-admin-token-0123456789abcdef0123456789',
    // Uploaded files on this one machine: one folder (several machines use STORAGE_DRIVER=s3).
    DATA_DIR: path.join(prefix, 'data'),
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SANDBOX_PAYOUT_CALLBACK_MS: '0',
    // The checks' borrowers bind no account: they are paid to the sandbox's notional wallet (decision 129).
    SANDBOX_PAYOUT_WALLET: '1',
    ...extraEnv,
  };

  for (const checkout of new Set([root, ...instanceRoots])) buildServer(checkout, log);
  const conf = path.join(prefix, 'nginx.conf');
  const down = new Set();
  let proxy = null;
  const writeConf = () =>
    writeFileSync(conf, nginxConfig({ prefix, port, upstreams: members.map((m) => m.port), down }));
  /** Puts an instance in or out of the proxy's upstream: the config rewritten, nginx reloaded (SIGHUP). */
  async function route(memberPort, inRotation) {
    if (down.has(memberPort) !== inRotation) return;
    if (inRotation) down.delete(memberPort);
    else down.add(memberPort);
    writeConf();
    if (!proxy || proxy.exitCode !== null) return;
    proxy.kill('SIGHUP');
    // nginx reloads by starting new workers with the new config; old ones finish what they hold.
    await sleep(1000);
  }
  const members = [];
  for (let i = 0; i < instances; i++) {
    const memberPort = port + 1 + i;
    const member = {
      name: `instance ${i + 1}`,
      port: memberPort,
      url: `http://127.0.0.1:${memberPort}`,
      child: null,
      start() {
        member.child = spawn('node', serverArgs(instanceRoots[i] ?? root), {
          cwd: instanceRoots[i] ?? root,
          env: { ...sharedEnv, PORT: String(memberPort), HOST: '127.0.0.1' },
          stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
        });
        return waitReady(member.url, member.child, 120_000).then(() => route(member.port, true));
      },
      /** SIGTERM: drains (in-flight requests and jobs finish), then exits. Resolves with the exit code. */
      async stop(signal = 'SIGTERM') {
        // As an orchestrator does before SIGTERM: the proxy stops sending new requests first. Open source
        // nginx has no readiness probe, and without non_idempotent a POST it wrote to a connection the
        // closing listener resets is not re-sent (decision 100). A SIGKILL (a crash) gets no such notice.
        if (signal === 'SIGTERM') await route(member.port, false);
        const child = member.child;
        // A child killed by a signal has no exit code but a signalCode: it has exited all the same.
        if (!child || child.exitCode !== null || child.signalCode !== null)
          return Promise.resolve(child?.exitCode ?? 0);
        return new Promise((resolve) => {
          child.once('exit', (code) => resolve(code ?? 0));
          child.kill(signal);
        });
      },
    };
    members.push(member);
  }
  try {
    await Promise.all(members.map((m) => m.start()));
  } catch (error) {
    await Promise.all(members.map((m) => m.stop('SIGKILL')));
    throw error;
  }

  writeConf();
  proxy = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, proxy, 15_000);

  async function stop() {
    await Promise.all(members.map((m) => m.stop()));
    if (proxy.exitCode === null) {
      await new Promise((resolve) => {
        proxy.once('exit', resolve);
        proxy.kill('SIGQUIT');
      });
    }
  }
  return {
    url,
    databaseUrl,
    instances: members,
    adminToken: sharedEnv.ADMIN_TOKEN,
    appSecret: sharedEnv.APP_SECRET,
    stop,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const cluster = await startCluster({ log: (line) => console.log(line) });
    console.log(
      `cluster ready: ${cluster.url} (nginx) → ${cluster.instances.map((m) => m.url).join(', ')} on ${cluster.databaseUrl}`,
    );
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      console.log('stopping the cluster (instances drain first)');
      await cluster.stop();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown());
    process.on('SIGTERM', () => void shutdown());
  } catch (error) {
    if (!(error instanceof ClusterRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
