// PostgreSQL for the store tests: each call makes a fresh, empty database on the throwaway
// cluster the global setup started (tests/setup/postgres-cluster.ts), or on TEST_DATABASE_URL's
// server when one is given.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser address on the test cluster; empty when this run started none. */
    postgresAdminUrl: string;
  }
}

export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL || inject('postgresAdminUrl');
  if (!url) throw new Error('no PostgreSQL for this run: tests/setup/global-setup.ts starts one for files under tests/**/store/ and *.pg.test.ts');
  return url;
}

/** A new empty database; its address. */
export async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  const name = `t_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The two store dialects, for `describe.each`: SQLite always, PostgreSQL too. */
export const DIALECTS = ['sqlite', 'postgres'] as const;
