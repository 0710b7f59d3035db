import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  apiPath,
  COMPANY_STATUS,
  DOCUMENT_CATEGORY,
  ROLE,
  type TBusinessEntityType,
  type TCompanyStatus,
  type TDocumentStatus,
  type TRole,
  type TUserStatus,
} from '@portal/contract';
import { companies, documents } from '../src/db/schema';
import { randomToken, sha256 } from '../src/lib/crypto';
import { validNpwp, type Agent, type TestContext } from './helpers';
import { cookieHeader, insertUser, loginAgent, TEST_PASSWORD, type UserRow } from './session-utils';

/**
 * Test-only helpers for the onboarding modules: users, companies and logged-in agents built
 * straight in the database (independent of the register/login endpoints), multipart bodies and
 * generated fixture files.
 */
export const PASSWORD = TEST_PASSWORD;

let seq = 0;
const next = () => ++seq;
const pad = (v: number, len: number) => String(v).padStart(len, '0');

export type { UserRow };
export type CompanyRow = typeof companies.$inferSelect;

/** The company data that registrations/submit.php requires, all filled. */
export function completeCompanyData(n: number) {
  return {
    address: `Jl. Merdeka No. ${n}`,
    province: 'DKI Jakarta',
    regencyCity: 'Jakarta Pusat',
    district: 'Gambir',
    village: 'Gambir',
    postalCode: '10110',
    phone: `+62813${pad(n, 8)}`,
    email: `kantor${n}@perusahaan.co.id`,
    businessType: 'Konstruksi',
    investmentValue: 1_500_000_000,
    employeeCount: 25,
    leaderName: `Pimpinan ${n}`,
    leaderPosition: 'Direktur Utama',
    leaderNik: `3171${pad(n, 12)}`,
    leaderNpwp: validNpwp(500 + n),
    ktaKadinNumber: `KTA-${n}`,
    ktaDate: '2024-01-15',
  };
}

export interface Actor {
  user: UserRow;
  company: CompanyRow | null;
  agent: Agent;
  cookie: string;
}

export interface ActorOptions {
  role?: TRole;
  status?: TUserStatus;
  company?: boolean;
  companyStatus?: TCompanyStatus;
  entityType?: TBusinessEntityType;
  /** Fill every company field the submission requires. */
  complete?: boolean;
  name?: string;
  email?: string;
  phone?: string | null;
  /** An administrator enrolled in the second factor (the default for admins; session-utils' insertUser). */
  mfa?: boolean;
}

export async function createActor(ctx: TestContext, opts: ActorOptions = {}): Promise<Actor> {
  const n = next();
  const db = ctx.app.deps.db;
  const role = opts.role ?? ROLE.USER;
  const user = await insertUser(ctx, {
    email: opts.email ?? `user${n}@example.co.id`,
    name: opts.name ?? `Pengguna ${n}`,
    phone: opts.phone === undefined ? `+62812${pad(n, 8)}` : opts.phone,
    role,
    status: opts.status,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)),
    mfa: opts.mfa,
  });
  let company: CompanyRow | null = null;
  if (opts.company ?? role === ROLE.USER) {
    [company] = await db
      .insert(companies)
      .values({
        userId: user.id,
        name: `PT Maju Jaya ${n}`,
        businessEntityType: opts.entityType ?? 'PT',
        npwp: validNpwp(n),
        nib: `91200${pad(n, 8)}`,
        status: opts.companyStatus ?? COMPANY_STATUS.UNVERIFIED,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, n)),
        ...(opts.complete ? completeCompanyData(n) : {}),
      })
      .returning();
  }
  const { agent, cookie } = await login(ctx, user.id);
  return { user, company, agent, cookie };
}

/** A session row + cookie and a CSRF cookie + token, written straight to the database. */
export const login = loginAgent;

export { cookieHeader };

/** Generated fixture files: real signatures, tiny bodies. */
export const FIXTURE = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000dIHDR-fixture'),
  ]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-fixture'), Buffer.from([0xff, 0xd9])]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]),
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(32, 1)]),
};

export interface FilePart {
  name: string;
  content: Buffer;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body built by hand (fields first, then the file part). */
export function multipartBody(
  fields: Record<string, string>,
  file?: FilePart | FilePart[],
): { body: Buffer; contentType: string } {
  const boundary = `----portaltest${randomToken(8)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'document'}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  type: string;
  category?: string;
  file?: FilePart | null;
  /** Token for the form field; defaults to the agent's. `false` leaves it out. */
  fieldCsrf?: string | false;
  /** Token for the header; defaults to the agent's. `false` leaves it out. */
  headerCsrf?: string | false;
  /** Further form fields (e.g. `code_reg` of a supporting document). */
  fields?: Record<string, string>;
}

export async function upload(ctx: TestContext, agent: Agent, opts: UploadOptions) {
  const fields: Record<string, string> = {
    document_type: opts.type,
    category: opts.category ?? DOCUMENT_CATEGORY.INITIAL_REGISTRATION,
    ...opts.fields,
  };
  const fieldToken = opts.fieldCsrf === undefined ? agent.csrf : opts.fieldCsrf;
  if (fieldToken) fields.csrf_token = fieldToken;
  const file =
    opts.file === undefined
      ? { name: `${opts.type}.pdf`, content: FIXTURE.pdf, contentType: 'application/pdf' }
      : opts.file;
  const { body, contentType } = multipartBody(fields, file ?? undefined);
  const headerToken = opts.headerCsrf === undefined ? agent.csrf : opts.headerCsrf;
  return ctx.app.inject({
    method: 'POST',
    url: apiPath('documents/upload.php'),
    payload: body,
    headers: {
      'content-type': contentType,
      cookie: cookieHeader(agent),
      ...(headerToken ? { 'x-csrf-token': headerToken } : {}),
    },
  });
}

/** Every file under DATA_DIR/files (committed and temporary). */
export function storedFiles(ctx: TestContext): string[] {
  const root = path.join(ctx.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath ?? (d as unknown as { path: string }).path, d.name));
}

/** A document row inserted directly (no stored file): for list, review and decision tests. */
export async function seedDocument(
  ctx: TestContext,
  actor: Actor,
  type: string,
  over: { status?: TDocumentStatus; isCurrent?: boolean; category?: string; name?: string; uploadedAt?: Date } = {},
) {
  const [row] = await ctx.app.deps.db
    .insert(documents)
    .values({
      uuid: randomUUID(),
      userId: actor.user.id,
      companyId: actor.company?.id ?? null,
      documentType: type,
      category: (over.category ?? DOCUMENT_CATEGORY.INITIAL_REGISTRATION) as typeof documents.$inferInsert.category,
      status: over.status ?? 'uploaded',
      isCurrent: over.isCurrent === false ? 0 : 1,
      originalName: over.name ?? `${type}.pdf`,
      storageKey: randomToken(24),
      fileSize: 100,
      mimeType: 'application/pdf',
      sha256: sha256(type),
      uploadedAt: over.uploadedAt ?? ctx.app.deps.clock.now(),
    })
    .returning();
  return row;
}
