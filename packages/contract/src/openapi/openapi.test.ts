import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, ERROR_HTTP_STATUS, type TEndpoint } from '../index';
import { errorCodesOf } from '../endpoints/error-codes';
import { renderApiMarkdown } from './api-markdown';
import { buildOpenApi } from './build-openapi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const doc = buildOpenApi({ version: 'test' }) as {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        'x-access': string;
        responses: Record<
          string,
          { content?: Record<string, { schema: { allOf?: { properties?: { code?: { enum: string[] } } }[] } }> }
        >;
        parameters?: { name: string }[];
        requestBody?: unknown;
        security: unknown[];
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
};
const entries = Object.entries(ENDPOINTS) as [string, TEndpoint][];

describe('the OpenAPI 3.1 document', () => {
  it('has every endpoint under its path and method, with its access rule', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, ep] of entries) {
      const op = doc.paths[`/backend/api/${key}`]?.[ep.method.toLowerCase()];
      expect(op, key).toBeDefined();
      expect(op['x-access'], key).toBe(ep.access);
      // A call that needs a session says so in its security requirement.
      const needsSession = ep.access !== 'public' && ep.access !== 'optional';
      expect(JSON.stringify(op.security).includes('session'), key).toBe(needsSession);
    }
    expect(Object.keys(doc.paths)).toHaveLength(entries.length);
  });

  it('lists every error code an endpoint can answer under its HTTP status', () => {
    for (const [key, ep] of entries) {
      const op = doc.paths[`/backend/api/${key}`][ep.method.toLowerCase()];
      for (const code of errorCodesOf(ep)) {
        const res = op.responses[String(ERROR_HTTP_STATUS[code])];
        const listed = res?.content?.['application/json'].schema.allOf?.[1].properties?.code?.enum ?? [];
        expect(listed, `${key} ${code}`).toContain(code);
      }
    }
    const login = doc.paths['/backend/api/auth/login.php'].post;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422', '429', '500']));
  });

  it('describes parameters, bodies and answers with the contract schemas', () => {
    const list = doc.paths['/backend/api/admin/users/list.php'].get;
    expect(list.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'per_page', 'q', 'status']));
    expect(doc.paths['/backend/api/auth/login.php'].post.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/LoginRequest' } } },
    });
    expect(doc.paths['/backend/api/documents/upload.php'].post.requestBody).toHaveProperty([
      'content',
      'multipart/form-data',
    ]);
    expect(doc.components.schemas.LoginRequest).toMatchObject({ required: ['email', 'password'] });
    expect(doc.components.schemas).toHaveProperty('ProfileResponse');
    // Every $ref points at a component that exists.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.filter((r) => !(r in doc.components.schemas))).toEqual([]);
  });

  it('gives an endpoint with etag its If-None-Match parameter, ETag header and 304; no other', () => {
    for (const [key, ep] of entries) {
      const op = doc.paths[`/backend/api/${key}`][ep.method.toLowerCase()];
      const names = (op.parameters ?? []).map((p) => p.name);
      expect(names.includes('If-None-Match'), key).toBe(!!ep.etag);
      expect('304' in op.responses, key).toBe(!!ep.etag);
    }
    const list = doc.paths['/backend/api/notifications/list.php'].get;
    expect(list.responses['200']).toHaveProperty(['headers', 'ETag']);
  });
});

describe('docs/api.md', () => {
  it('is the one generated from the endpoints (run `npm run docs:api` after changing one)', () => {
    const onDisk = fs.readFileSync(path.join(root, 'docs/api.md'), 'utf8');
    expect(onDisk === renderApiMarkdown(), 'docs/api.md is stale: run `npm run docs:api`').toBe(true);
  });

  it('has a row for every endpoint', () => {
    const text = renderApiMarkdown();
    for (const [key, ep] of entries) expect(text, key).toContain(`| ${ep.method} | \`${key}\` |`);
  });
});
