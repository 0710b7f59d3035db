import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apiPath } from '@portal/contract';
import { E2E_ADMIN, E2E_DATA_DIR } from '../playwright.config';

/**
 * The suite's administrator and the second factor (docs/decisions/098): every administrator must
 * enrol an authenticator before anything else works, and each sign-in then asks for a code. The
 * suite enrols E2E_ADMIN through the API on each server it meets (once; the secret is kept in the
 * run's data folder, per server port) and computes the codes itself (RFC 6238, SHA-1, 6 digits,
 * 30 s). A code is accepted once per time step, and the server takes one step either side: a third
 * sign-in within one step waits for the next.
 */
const PERIOD_MS = 30_000;

function fromBase32(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of s.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(n).padStart(6, '0');
}

interface TKept {
  secret: string;
  lastStep: number;
}
const fileOf = (base: string) => path.join(E2E_DATA_DIR, `admin-totp-${new URL(base).port}.json`);
const read = (base: string): TKept | null =>
  fs.existsSync(fileOf(base)) ? (JSON.parse(fs.readFileSync(fileOf(base), 'utf8')) as TKept) : null;
const write = (base: string, kept: TKept) => fs.writeFileSync(fileOf(base), JSON.stringify(kept));
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

/** A tiny cookie-keeping client for the enrolment calls. */
async function session(base: string) {
  const cookies = new Map<string, string>();
  const call = async (method: 'GET' | 'POST', p: string, body?: Record<string, unknown>, csrf?: string) => {
    const res = await fetch(new URL(p, base), {
      method,
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body && { 'content-type': 'application/json', 'x-csrf-token': csrf ?? '' }),
      },
      body: body ? JSON.stringify({ ...body, csrf_token: csrf }) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const json = (await res.json()) as { data?: Record<string, unknown> };
    if (res.status >= 300) throw new Error(`${p} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data ?? {};
  };
  const csrf = String((await call('GET', apiPath('auth/csrf-token.php'))).csrf_token);
  return {
    get: (p: string) => call('GET', p),
    post: (p: string, body: Record<string, unknown>) => call('POST', p, body, csrf),
  };
}

/** Enrols E2E_ADMIN on the server at `base` unless it already is (its secret is then kept). */
export async function ensureAdminEnrolled(base: string): Promise<void> {
  if (read(base)) return;
  const api = await session(base);
  const signedIn = await api.post(apiPath('auth/login.php'), { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  if (signedIn.requires_mfa) throw new Error(`E2E_ADMIN is enrolled on ${base}, but its secret was not kept`);
  const { secret } = (await api.get(apiPath('account/mfa/setup.php'))) as { secret: string };
  const step = stepNow();
  await api.post(apiPath('account/mfa/enable.php'), { code: totpAt(secret, step) });
  write(base, { secret, lastStep: step });
  await api.post(apiPath('auth/logout.php'), {});
}

/** A code the server at `base` will take now: a later step than any used there before. */
export async function nextAdminCode(base: string): Promise<string> {
  const kept = read(base);
  if (!kept) throw new Error(`E2E_ADMIN is not enrolled on ${base}`);
  const step = Math.max(stepNow(), kept.lastStep + 1);
  // One step ahead is accepted; two are not: wait until the step before it has come.
  const waitMs = (step - 1) * PERIOD_MS - Date.now() + 250;
  if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
  write(base, { ...kept, lastStep: step });
  return totpAt(kept.secret, step);
}
