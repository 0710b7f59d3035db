import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { migrate, openPglite, openPostgres } from '../src/db/client';

/**
 * Builds one migrated, closed database per test run; every test file then copies it
 * (PGlite: a folder copy; PostgreSQL: CREATE DATABASE … TEMPLATE), which is far faster than
 * migrating per file (PGlite's first open takes seconds).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the server-pg project');
    const template = `portal_tpl_${process.pid}`;
    const admin = await openPostgres(url, { max: 1 });
    await admin.db.execute(sql.raw(`drop database if exists ${template}`));
    await admin.db.execute(sql.raw(`create database ${template}`));
    await admin.close();
    const tplUrl = withDatabase(url, template);
    const tpl = await openPostgres(tplUrl, { max: 1 });
    await migrate(tpl);
    await tpl.close();
    project.provide('pgTemplate', template);
    return async () => {
      const a = await openPostgres(url, { max: 1 });
      await a.db.execute(sql.raw(`drop database if exists ${template}`));
      await a.close();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tpl-'));
  const handle = await openPglite(dir);
  await migrate(handle);
  await handle.close();
  project.provide('pgliteTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
