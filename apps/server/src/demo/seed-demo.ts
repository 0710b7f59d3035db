import { desc, eq, inArray, sql } from 'drizzle-orm';
import { getProvinces, getRegencies } from 'idn-area-data';
import {
  addDays,
  computeFee,
  formatTransId,
  generateCodeReg,
  INVOICE_DUE_DAYS,
  ADMIN_SETTING_KEYS,
  npwpCheckDigit,
  transIdSequenceKey,
  wibDate,
  type TBusinessEntityType,
  type TFeeQuote,
} from '@portal/contract';
import type { Db, DbTx } from '../db/client';
import { appSettings, applications, bidang, feeSchedules, sequences, subBidang, users } from '../db/schema';
import { readSettings, writeSettings } from '../modules/settings';
import { isRealBankAccount } from '../modules/setup';
import { bulkInsert, reserveIds, rowsOf, type BulkValue } from './bulk-insert';
import { demoCertificateData, seedCertificates, type CompletedPlan } from './certificates';
import { companyName, ENTITY_WEIGHTS, notaryName, personName, streetAddress } from './names';
import { planApplication, planDuration, requestDueDate, type Actor } from './plan';
import { createRng } from './random';

const DAY = 86_400_000;
/** Applications reach back this far. */
const HISTORY_MS = 730 * DAY;
/** One company per this many applications (at least one). */
const APPLICATIONS_PER_COMPANY = 20;

/** The one seeded company that can log in (its password is given by the caller). */
export const DEMO_COMPANY_EMAIL = 'perusahaan.demo@contoh.co.id';
/** Every other seeded user gets this hash: not argon2, so no password ever matches it. */
export const NO_LOGIN_HASH = '!demo-seed:no-login';

export interface DemoSeedOptions {
  /** Applications to add. */
  size: number;
  /** Add to a database that already has applications (else the seed refuses). */
  append?: boolean;
  /** PRNG seed: the same seed on an empty database gives the same data. */
  seed?: number;
  now?: Date;
  /** argon2 hash of the demo company's password; without it that user cannot log in either. */
  demoPasswordHash?: string;
  log?: (line: string) => void;
}

export interface DemoSeedResult {
  companies: number;
  applications: number;
  invoices: number;
  applicationEvents: number;
  invoiceEvents: number;
  documentRequests: number;
  /** One per completed application. */
  certificates: number;
  /** The demo company's login, when this run created it. */
  demoEmail: string | null;
}

export class DemoSeedRefused extends Error {
  constructor(existing: number) {
    super(`The database already holds ${existing} applications; pass --append to add demo data to it.`);
  }
}

interface CompanyPlan {
  id: number;
  userId: number;
  name: string;
  entity: TBusinessEntityType;
  npwp: string;
  address: string;
  verifiedAt: number;
  legal: Record<string, string | null>;
}

/**
 * Fills a database with demo data at a chosen size (docs/decisions/061): verified companies and
 * their owners, `size` applications over every status, type and the last two years, with their
 * sub-bidang, invoices (amounts from the one `computeFee` and the current schedule, transIds from
 * the per-month counters, which are advanced to match), timelines and some document requests.
 * Everything in one transaction: a failed run leaves nothing behind.
 */
export async function seedDemoData(db: Db, o: DemoSeedOptions): Promise<DemoSeedResult> {
  const log = o.log ?? (() => {});
  const now = (o.now ?? new Date()).getTime();
  const rng = createRng(o.seed ?? 20_240_101);
  const regions = await loadRegions();
  const result = await db.transaction(async (tx) => {
    const [{ n: existing }] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from ${applications}`),
    );
    if (Number(existing) > 0 && !o.append) throw new DemoSeedRefused(Number(existing));

    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.id)
      .limit(1);
    const adminId = admin?.id ?? null;
    // The first-run setup, with demo values where an administrator has not set them
    // (docs/business-rules.md#first-run-setup): the seeded invoices print a real issuer and account.
    await completeDemoSetup(tx, adminId, new Date(now));
    const [schedule] = await tx.select().from(feeSchedules).orderBy(desc(feeSchedules.id)).limit(1);
    if (!schedule) throw new Error('no fee schedule: run the migrations first');
    const codes = (
      await tx
        .select({ code: subBidang.code })
        .from(subBidang)
        .where(eq(subBidang.isActive, true))
        .orderBy(subBidang.code)
    ).map((r) => r.code);
    const issuer = await readIssuer(tx);
    const settings = await readSettings(tx);
    const catalogue = new Map(
      (
        await tx
          .select({
            code: subBidang.code,
            name: subBidang.name,
            bidang_code: bidang.code,
            bidang_name: bidang.name,
            kbli_code: subBidang.kbliCode,
            kbli_title: subBidang.kbliTitle,
          })
          .from(subBidang)
          .innerJoin(bidang, eq(bidang.code, subBidang.bidangCode))
      ).map((e) => [e.code, e]),
    );

    // Companies and their owners.
    const companyCount = Math.max(1, Math.ceil(o.size / APPLICATIONS_PER_COMPANY));
    const [{ base }] = rowsOf<{ base: number }>(
      await tx.execute(sql`select coalesce(max(id), 0)::int as base from companies`),
    );
    const [userIds, companyIds] = [
      await reserveIds(tx, 'users', companyCount),
      await reserveIds(tx, 'companies', companyCount),
    ];
    const [demoTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_COMPANY_EMAIL));
    const withDemo = !demoTaken;
    const companies: CompanyPlan[] = [];
    const userRows: BulkValue[][] = [];
    const companyRows: BulkValue[][] = [];
    for (let i = 0; i < companyCount; i++) {
      const n = Number(base) + i + 1;
      const entity = rng.weighted(ENTITY_WEIGHTS);
      const name = companyName(rng, entity);
      const leader = personName(rng);
      const created = now - HISTORY_MS - 60 * DAY + Math.round(rng.next() * 55 * DAY);
      const verified = created + Math.round((1 + rng.next() * 4) * DAY);
      const region = rng.pick(regions);
      const first8 = String(70_000_000 + (n % 29_999_999));
      const npwp = `${first8}${npwpCheckDigit(first8)}000000`;
      const demo = withDemo && i === 0;
      const email = demo ? DEMO_COMPANY_EMAIL : `perusahaan${n}@contoh.co.id`;
      const address = streetAddress(rng);
      const legalDate = (years: number) =>
        wibDate(new Date(created - years * 365 * DAY - Math.round(rng.next() * 300 * DAY)));
      companies.push({
        id: companyIds[i],
        userId: userIds[i],
        name,
        entity,
        npwp,
        address,
        verifiedAt: verified,
        legal: {
          aktaPendirianNotaris: notaryName(rng),
          aktaPendirianNomor: String(rng.int(1, 99)),
          aktaPendirianTanggal: legalDate(8),
          aktaPerubahanNotaris: null,
          aktaPerubahanNomor: null,
          aktaPerubahanTanggal: null,
          skKemenkumhamNomor:
            entity === 'CV'
              ? null
              : `AHU-${String(rng.int(1, 99999)).padStart(7, '0')}.AH.01.01.Tahun ${new Date(created).getUTCFullYear() - 7}`,
          skKemenkumhamTanggal: entity === 'CV' ? null : legalDate(7),
          nibDate: legalDate(2),
        },
      });
      const pwd = demo && o.demoPasswordHash ? o.demoPasswordHash : NO_LOGIN_HASH;
      userRows.push([
        userIds[i],
        email,
        leader,
        pwd,
        'user',
        'verified',
        'Direktur',
        new Date(created),
        new Date(created),
        new Date(verified),
      ]);
      companyRows.push([
        companyIds[i],
        userIds[i],
        name,
        entity,
        npwp,
        `9120${String(n).padStart(9, '0')}`,
        'verified',
        `${address}, ${region.regency}`,
        region.province,
        region.regency,
        region.provinceCode,
        region.regencyCode,
        String(rng.int(10110, 99999)),
        `+6221${rng.int(1_000_000, 9_999_999)}`,
        email,
        'Jasa Konstruksi',
        leader,
        'Direktur',
        new Date(verified),
        new Date(created + DAY / 2),
        new Date(created),
        new Date(verified),
      ]);
    }
    await bulkInsert(tx, 'users', USER_COLUMNS, userRows);
    await bulkInsert(tx, 'companies', COMPANY_COLUMNS, companyRows);
    log(`companies: ${companyCount} (with their owners${withDemo ? `; demo login ${DEMO_COMPANY_EMAIL}` : ''})`);

    // Plans, placed in time.
    const taken = new Set(
      rowsOf<{ code_reg: string }>(await tx.execute(sql`select code_reg from applications`)).map((r) => r.code_reg),
    );
    const appIds = await reserveIds(tx, 'applications', o.size);
    const placed = appIds.map((id) => {
      const plan = planApplication(rng);
      // More applications lately: a company of the demo tends to come back (the square skews towards the first ones).
      const company = companies[Math.floor(companies.length * rng.next() ** 2)];
      const duration = planDuration(plan);
      const earliest = Math.max(company.verifiedAt + DAY, now - HISTORY_MS);
      const latest = now - duration - 60_000;
      const created =
        plan.window !== null
          ? latest - Math.round(rng.next() * plan.window)
          : earliest + Math.round(Math.sqrt(rng.next()) * Math.max(0, latest - earliest));
      plan.span = now - (created + duration);
      let codeReg = generateCodeReg((b) => rng.fill(b));
      while (taken.has(codeReg)) codeReg = generateCodeReg((b) => rng.fill(b));
      taken.add(codeReg);
      const chosen = new Set<string>();
      while (chosen.size < Math.min(plan.subBidangCount, codes.length)) chosen.add(rng.pick(codes));
      return { id, plan, company, created, codeReg, subBidang: [...chosen] };
    });

    // Invoices: transIds in issue order per WIB month, after what each month's counter already gave.
    const counters = new Map(
      (
        await tx
          .select()
          .from(sequences)
          .where(sql`${sequences.key} like 'INV-%'`)
      ).map((r) => [r.key, r.value]),
    );
    const issued = placed.flatMap((p) =>
      p.plan.invoices.map((invoice) => ({ p, invoice, at: p.created + invoice.issuedAt })),
    );
    issued.sort((a, b) => a.at - b.at);
    const invoiceIds = await reserveIds(tx, 'invoices', issued.length);
    const quotes = new Map<string, TFeeQuote>();
    const quote = (p: (typeof placed)[number]) => {
      const key = `${p.plan.type}|${p.plan.qualification}|${p.subBidang.length}`;
      let q = quotes.get(key);
      if (!q)
        quotes.set(
          key,
          (q = computeFee(schedule.data, {
            applicationType: p.plan.type,
            qualification: p.plan.qualification,
            subBidangCount: p.subBidang.length,
          })),
        );
      return q;
    };
    const actorId = (actor: Actor, owner: number) => (actor === 'owner' ? owner : actor === 'admin' ? adminId : null);
    const invoiceRows: BulkValue[][] = [];
    const invoiceEventRows: BulkValue[][] = [];
    issued.forEach(({ p, invoice, at }, i) => {
      const issuedAt = new Date(at);
      const key = transIdSequenceKey(issuedAt);
      const value = (counters.get(key) ?? 0) + 1;
      counters.set(key, value);
      const q = quote(p);
      const last = invoice.events[invoice.events.length - 1];
      invoiceRows.push([
        invoiceIds[i],
        formatTransId(issuedAt, value),
        p.id,
        p.company.id,
        invoice.status,
        new Date(p.created + last.at),
        q.lines,
        q.subtotal,
        q.dpp,
        q.ppn,
        q.total,
        schedule.id,
        issuedAt,
        addDays(wibDate(issuedAt), INVOICE_DUE_DAYS),
        p.company.name,
        p.company.address,
        p.company.npwp,
        issuer.name,
        issuer.address,
        issuer.npwp,
        schedule.data.bank_accounts,
        invoice.paidAt === null ? null : new Date(p.created + invoice.paidAt),
        invoice.paidAt === null ? null : adminId,
        invoice.cancelReason,
        invoice.refundReason,
        issuedAt,
        new Date(p.created + last.at),
      ]);
      for (const e of invoice.events)
        invoiceEventRows.push([
          invoiceIds[i],
          e.name,
          e.from,
          e.to,
          actorId(e.actor, p.company.userId),
          e.note ?? null,
          new Date(p.created + e.at),
        ]);
    });

    const appRows: BulkValue[][] = [];
    const subBidangRows: BulkValue[][] = [];
    const appEventRows: BulkValue[][] = [];
    const requestRows: BulkValue[][] = [];
    const completed: CompletedPlan[] = [];
    for (const p of placed) {
      const { plan, company } = p;
      const last = plan.events[plan.events.length - 1];
      const at = (offset: number | null) => (offset === null ? null : new Date(p.created + offset));
      const legal =
        plan.status === 'draft' && rng.chance(0.5)
          ? { ...company.legal, skKemenkumhamNomor: null, skKemenkumhamTanggal: null, nibDate: null }
          : company.legal;
      const decided = plan.decidedAt !== null;
      appRows.push([
        p.id,
        p.codeReg,
        company.id,
        company.userId,
        plan.type,
        plan.qualification,
        legal.aktaPendirianNotaris,
        legal.aktaPendirianNomor,
        legal.aktaPendirianTanggal,
        legal.aktaPerubahanNotaris,
        legal.aktaPerubahanNomor,
        legal.aktaPerubahanTanggal,
        legal.skKemenkumhamNomor,
        legal.skKemenkumhamTanggal,
        legal.nibDate,
        plan.status,
        at(last.at),
        at(plan.submittedAt),
        at(plan.decidedAt),
        decided ? adminId : null,
        plan.rejectionReason,
        new Date(p.created),
        at(last.at),
      ]);
      p.subBidang.forEach((code, position) => subBidangRows.push([p.id, code, position]));
      if (plan.status === 'completed')
        completed.push({
          applicationId: p.id,
          companyId: company.id,
          completedAt: at(last.at)!,
          data: demoCertificateData(company, plan.qualification, p.subBidang, catalogue, settings),
        });
      for (const e of plan.events)
        appEventRows.push([p.id, e.name, e.from, e.to, actorId(e.actor, company.userId), e.note ?? null, at(e.at)]);
      for (const r of plan.requests) {
        // An open request on an application under review: asked some time after the payment, due within two weeks.
        const createdAt = r.at >= 0 ? p.created + r.at : now - Math.round(rng.next() * Math.min(plan.span, 10 * DAY));
        const cancelled = r.cancelledAt === null ? null : new Date(p.created + r.cancelledAt);
        requestRows.push([
          p.id,
          rng.pick(REQUEST_TITLES),
          'Mohon unggah dokumen dalam format PDF.',
          requestDueDate(wibDate(new Date(createdAt)), r.dueDays),
          cancelled ? 'cancelled' : 'open',
          cancelled ?? new Date(createdAt),
          adminId,
          new Date(createdAt),
          cancelled ? adminId : null,
          cancelled ? 'Dokumen sudah diterima melalui surel.' : null,
          cancelled,
        ]);
      }
    }
    await bulkInsert(tx, 'applications', APPLICATION_COLUMNS, appRows);
    await bulkInsert(
      tx,
      'application_sub_bidang',
      [
        ['application_id', 'int'],
        ['sub_bidang_code', 'text'],
        ['position', 'int'],
      ],
      subBidangRows,
    );
    log(`applications: ${appRows.length} (${subBidangRows.length} sub-bidang)`);
    await bulkInsert(tx, 'application_events', EVENT_COLUMNS('application_id'), appEventRows);
    await bulkInsert(tx, 'invoices', INVOICE_COLUMNS, invoiceRows);
    await bulkInsert(tx, 'invoice_events', EVENT_COLUMNS('invoice_id'), invoiceEventRows);
    await bulkInsert(tx, 'document_requests', REQUEST_COLUMNS, requestRows);
    log(
      `invoices: ${invoiceRows.length}; events: ${appEventRows.length} + ${invoiceEventRows.length}; document requests: ${requestRows.length}`,
    );
    const certificateCount = await seedCertificates(tx, completed, adminId, new Date(now));
    log(`certificates: ${certificateCount}`);
    // A verified company holding an active certificate is `active`, as publishing makes it
    // (docs/business-rules.md#company-status).
    const activated = rowsOf<{ id: number }>(
      await tx.execute(sql`update companies set status = 'active', updated_at = ${new Date(now)}
        where status = 'verified' and id in (select company_id from certificates where status = 'active') returning id`),
    );
    log(`companies holding an active certificate: ${activated.length} (active)`);

    // Each month's counter ends at the last number given, so the next invoice the portal issues follows on.
    for (const key of new Set(issued.map(({ at }) => transIdSequenceKey(new Date(at))))) {
      const value = counters.get(key) ?? 0;
      await tx.insert(sequences).values({ key, value }).onConflictDoUpdate({ target: sequences.key, set: { value } });
    }
    return {
      companies: companyCount,
      applications: appRows.length,
      invoices: invoiceRows.length,
      applicationEvents: appEventRows.length,
      invoiceEvents: invoiceEventRows.length,
      documentRequests: requestRows.length,
      certificates: certificateCount,
      demoEmail: withDemo ? DEMO_COMPANY_EMAIL : null,
    };
  });
  // After a bulk load: statistics for the planner, and the visibility map that lets a count or a
  // page be read from an index alone (autovacuum would get there later; the bench should not wait).
  await db.execute(
    sql`vacuum analyze users, companies, applications, application_sub_bidang, application_events, invoices, invoice_events, document_requests, certificates, certificate_events`,
  );
  return result;
}

const REQUEST_TITLES = [
  'Bukti pengalaman pekerjaan',
  'Sertifikat kompetensi kerja tenaga ahli',
  'Laporan keuangan terakhir',
  'Daftar peralatan',
];

const USER_COLUMNS = [
  ['id', 'int'],
  ['email', 'text'],
  ['name', 'text'],
  ['password_hash', 'text'],
  ['role', 'text'],
  ['status', 'text'],
  ['leader_position', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['email_verified_at', 'timestamptz'],
] as const;
const COMPANY_COLUMNS = [
  ['id', 'int'],
  ['user_id', 'int'],
  ['name', 'text'],
  ['business_entity_type', 'text'],
  ['npwp', 'text'],
  ['nib', 'text'],
  ['status', 'text'],
  ['address', 'text'],
  ['province', 'text'],
  ['regency_city', 'text'],
  ['province_code', 'text'],
  ['regency_city_code', 'text'],
  ['postal_code', 'text'],
  ['phone', 'text'],
  ['email', 'text'],
  ['business_type', 'text'],
  ['leader_name', 'text'],
  ['leader_position', 'text'],
  ['verified_at', 'timestamptz'],
  ['submitted_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
const APPLICATION_COLUMNS = [
  ['id', 'int'],
  ['code_reg', 'text'],
  ['company_id', 'int'],
  ['created_by', 'int'],
  ['type', 'text'],
  ['qualification', 'text'],
  ['akta_pendirian_notaris', 'text'],
  ['akta_pendirian_nomor', 'text'],
  ['akta_pendirian_tanggal', 'date'],
  ['akta_perubahan_notaris', 'text'],
  ['akta_perubahan_nomor', 'text'],
  ['akta_perubahan_tanggal', 'date'],
  ['sk_kemenkumham_nomor', 'text'],
  ['sk_kemenkumham_tanggal', 'date'],
  ['nib_date', 'date'],
  ['status', 'text'],
  ['status_changed_at', 'timestamptz'],
  ['submitted_at', 'timestamptz'],
  ['decided_at', 'timestamptz'],
  ['decided_by', 'int'],
  ['rejection_reason', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
const EVENT_COLUMNS = (owner: string) =>
  [
    [owner, 'int'],
    ['name', 'text'],
    ['from_status', 'text'],
    ['to_status', 'text'],
    ['actor_user_id', 'int'],
    ['note', 'text'],
    ['at', 'timestamptz'],
  ] as const;
const INVOICE_COLUMNS = [
  ['id', 'int'],
  ['trans_id', 'text'],
  ['application_id', 'int'],
  ['company_id', 'int'],
  ['status', 'text'],
  ['status_changed_at', 'timestamptz'],
  ['lines', 'jsonb'],
  ['subtotal', 'bigint'],
  ['dpp', 'bigint'],
  ['ppn', 'bigint'],
  ['total', 'bigint'],
  ['fee_schedule_id', 'int'],
  ['issued_at', 'timestamptz'],
  ['due_date', 'date'],
  ['company_name', 'text'],
  ['company_address', 'text'],
  ['company_npwp', 'text'],
  ['issuer_name', 'text'],
  ['issuer_address', 'text'],
  ['issuer_npwp', 'text'],
  ['bank_accounts', 'jsonb'],
  ['paid_at', 'timestamptz'],
  ['verified_by', 'int'],
  ['cancel_reason', 'text'],
  ['refund_reason', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
const REQUEST_COLUMNS = [
  ['application_id', 'int'],
  ['title', 'text'],
  ['description', 'text'],
  ['due_date', 'date'],
  ['status', 'text'],
  ['status_changed_at', 'timestamptz'],
  ['created_by', 'int'],
  ['created_at', 'timestamptz'],
  ['cancelled_by', 'int'],
  ['cancel_reason', 'text'],
  ['cancelled_at', 'timestamptz'],
] as const;

/** The issuer printed on invoices, as the settings hold it (a fallback name before an admin set one). */
/** The demo's issuer, body, signatory and bank account (docs/business-rules.md#first-run-setup). */
export const DEMO_SETUP = {
  issuer_name: 'Badan Sertifikasi Badan Usaha KADIN Indonesia',
  issuer_address: 'Menara Kadin Indonesia Lt. 24, Jl. H.R. Rasuna Said X-5 Kav. 2-3, Jakarta Selatan 12950',
  issuer_npwp: '013121660091000',
  body_name: 'Lembaga Sertifikasi Badan Usaha KADIN Indonesia',
  signatory_name: 'Ir. Bambang Wicaksono, M.T.',
  signatory_position: 'Ketua Lembaga Sertifikasi',
} as const;
export const DEMO_BANK_ACCOUNT = {
  bank_name: 'Bank Mandiri (demo)',
  account_number: '1230004567890',
  account_holder: 'Badan Sertifikasi KADIN Indonesia',
};

/**
 * Completes the first-run setup with the demo's values where an administrator has not set a
 * value: each empty setting, and a fee schedule version with a bank account when the current one
 * holds only the shipped example. What an administrator saved stays.
 */
async function completeDemoSetup(tx: DbTx, adminId: number | null, now: Date): Promise<void> {
  const current = await readSettings(tx);
  const missing = Object.fromEntries(
    Object.entries(DEMO_SETUP).filter(([k]) => !String((current as Record<string, unknown>)[k] ?? '').trim()),
  );
  if (Object.keys(missing).length) await writeSettings(tx, missing, now);
  const [schedule] = await tx.select().from(feeSchedules).orderBy(desc(feeSchedules.id)).limit(1);
  if (schedule && !schedule.data.bank_accounts.some(isRealBankAccount))
    await tx.insert(feeSchedules).values({
      data: { ...schedule.data, bank_accounts: [DEMO_BANK_ACCOUNT] },
      createdBy: adminId,
      createdAt: now,
    });
}

async function readIssuer(tx: DbTx): Promise<{ name: string; address: string | null; npwp: string | null }> {
  const rows = await tx
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(ADMIN_SETTING_KEYS)));
  const get = (key: string) => rows.find((r) => r.key === key)?.value || null;
  return {
    name: get(ADMIN_SETTING_KEYS.issuer_name) ?? 'Badan Sertifikasi KADIN',
    address: get(ADMIN_SETTING_KEYS.issuer_address),
    npwp: get(ADMIN_SETTING_KEYS.issuer_npwp),
  };
}

/** Cities to place the companies in, with their official codes (docs/decisions/031). */
async function loadRegions(): Promise<
  { province: string; provinceCode: string; regency: string; regencyCode: string }[]
> {
  const provinces = new Map(((await getProvinces()) as { code: string; name: string }[]).map((p) => [p.code, p.name]));
  const regencies = (await getRegencies()) as { code: string; province_code: string; name: string }[];
  return regencies.map((r) => ({
    province: provinces.get(r.province_code) ?? '',
    provinceCode: r.province_code,
    regency: r.name,
    regencyCode: r.code,
  }));
}
