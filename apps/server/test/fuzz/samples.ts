import type { z } from 'zod';
import { npwpCheckDigit } from '@portal/contract';

/**
 * A valid-shaped value for a zod schema, so a fuzz case can change one field and leave the rest
 * valid: validators then run past the first error and the handler is reached. Fields whose rules
 * a type alone cannot satisfy (formats, checksums, refinements) come from SAMPLES by name; a new
 * module adds its names here when the suite says its base body does not parse.
 */
const npwp = (n: number) => {
  const first8 = String(10_000_000 + n).padStart(8, '0');
  return `${first8}${npwpCheckDigit(first8)}000000`;
};

export function namedSamples(n: number, uuid: string, ids: { companyId: number }): Record<string, unknown> {
  const password = 'rahasia-aman-1';
  return {
    email: `fuzz${n}@example.co.id`,
    companyEmail: `kantor${n}@example.co.id`,
    new_email: `baru${n}@example.co.id`,
    password,
    confirmPassword: password,
    password_confirmation: password,
    current_password: password,
    phone: `0812${String(n).padStart(8, '0')}`,
    companyPhone: '(021) 5551234',
    npwp: npwp(n),
    leaderNpwp: npwp(n + 1),
    leader_npwp: npwp(n + 1),
    nib: `91${String(n).padStart(11, '0')}`,
    leaderNik: `3171${String(n).padStart(12, '0')}`,
    leader_nik: `3171${String(n).padStart(12, '0')}`,
    postalCode: '10110',
    postal_code: '10110',
    ktaDate: '2024-01-15',
    kta_date: '2024-01-15',
    // Official area codes (regions/list.php): Kelurahan Gambir, Jakarta Pusat.
    province_code: '31',
    regency_city_code: '31.71',
    district_code: '31.71.01',
    village_code: '31.71.01.1001',
    termsAccepted: true,
    uuid,
    otp: '123456',
    token: 'x'.repeat(43),
    company_id: ids.companyId,
    id: ids.companyId,
    notificationId: 1,
    investmentValue: 1_500_000_000,
    investment_value: 1_500_000_000,
    employeeCount: 25,
    employee_count: 25,
    timestamp: '2025-01-01T00:00:00Z',
    document_type: 'nib',
    category: 'initial_registration',
    // Complaints and appeals: an appeal's reason has at least 30 characters, a complaint's message 10.
    reason: 'Alasan yang cukup panjang untuk sebuah banding atau keputusan.',
    message: 'Pesan keluhan yang cukup panjang.',
    // Issue 9
    code_reg: 'SP-000000001',
    code_regs: ['SP-000000001'],
    code: 'PB001',
    bidang_code: 'PB',
    kbli_code: '46100',
    kbli_edition: '2020',
    account_number: '1234567890',
    issuer_npwp: npwp(n + 2),
    subBidangCodes: ['PB001'],
    // A quote names its sub-bidang by codes or by count, never both.
    subBidangCount: undefined,
    // Applications and document requests.
    aktaPendirianTanggal: '2015-03-10',
    aktaPerubahanTanggal: '2018-03-10',
    skKemenkumhamTanggal: '2015-04-01',
    nibDate: '2019-05-20',
    due_date: '2030-01-31',
    applicationType: 'new',
    certificateUuid: undefined,
    // The working-day calendar (a collective-leave day).
    date: '2026-12-24',
    // Availability while typing: the first of its fields (e-mail) and a free address.
    value: `tersedia${n}@example.co.id`,
    // The qualification rule: the second limit above the first.
    kecil_max_investment: 5_000_000_000,
    menengah_max_investment: 10_000_000_000,
  };
}

/**
 * Where one field name means different things on different routes, the route's own samples win:
 * `code` is a sub-bidang code on the catalogue's routes and an authenticator code on the second
 * factor's; `id` a company's number elsewhere and a session's public id on account/sessions.
 */
export const ROUTE_SAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  'account/mfa/enable.php': { code: '123456' },
  'account/mfa/disable.php': { code: '123456' },
  'account/mfa/recovery-codes.php': { code: '123456' },
  'auth/verify-mfa.php': { code: '123456' },
  'account/sessions/revoke.php': { id: '00000000-0000-4000-8000-000000000000', all_others: undefined },
};

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Peels optional / nullable / default / pipes down to the schema that says what the value is. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type))
      s = def.innerType as z.ZodType;
    else if (def.type === 'pipe') s = (defOf(def.in).type === 'transform' ? def.out : def.in) as z.ZodType;
    else return s;
  }
  return s;
}

/** The field names of an object schema (after unwrapping), or none. */
export function objectKeys(schema: z.ZodType): string[] {
  const def = defOf(unwrap(schema));
  return def.type === 'object' ? Object.keys(def.shape as object) : [];
}

export function sampleOf(schema: z.ZodType, named: Record<string, unknown>, key = ''): unknown {
  if (key && Object.hasOwn(named, key)) return named[key];
  const s = unwrap(schema);
  const def = defOf(s);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        if (k === 'csrf_token') continue; // the agent adds its own
        out[k] = sampleOf(v, named, k);
      }
      return out;
    }
    case 'string':
      return def.format === 'uuid' ? named.uuid : def.format === 'email' ? named.email : 'Fuzz text';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as object)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return sampleOf((def.options as z.ZodType[])[0], named, key);
    case 'array':
      return [sampleOf(def.element as z.ZodType, named)];
    default:
      return 'Fuzz text';
  }
}
