// Types of scripts/cluster.mjs for TypeScript callers (bench/http-load).
import type { ChildProcess } from 'node:child_process';

export type ClusterMember = {
  name: string;
  port: number;
  url: string;
  /** The running server process (null before start). */
  child: ChildProcess | null;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number>;
};
export type Cluster = {
  url: string;
  databaseUrl: string;
  instances: ClusterMember[];
  adminToken: string;
  appSecret: string;
  stop(): Promise<void>;
};
export class ClusterRefused extends Error {}
export function ensureNginx(log?: (line: string) => void): string;
export function freshDatabase(name: string, log?: (line: string) => void, adminUrl?: string): Promise<string>;
/** Builds a checkout's server to apps/server/dist (decision 100). */
export function buildServer(checkout?: string, log?: (line: string) => void): void;
export function startCluster(options?: {
  port?: number;
  instances?: number;
  database?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
  quiet?: boolean;
  /** A checkout per instance, by index (default: this repository). */
  instanceRoots?: string[];
  /** The PostgreSQL to create the database on (default: the local one on :5432). */
  pgAdminUrl?: string;
}): Promise<Cluster>;
