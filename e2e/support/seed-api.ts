import http from 'node:http';
import { apiPath, requiredRegistrationDocuments } from '@portal/contract';
import { E2E_ADMIN, E2E_DATA_DIR } from '../playwright.config';
import { pdfFile, pngFile } from './files';
import { newCompany, validNpwp, type NewCompany } from './fixtures';
import { waitForOtp } from './outbox';
import { ensureAdminEnrolled, nextAdminCode } from './second-factor';

/**
 * Companies put in review through the API, as their leaders would (register, confirm the e-mail,
 * fill in the data, upload every required document, submit), for specs that start at the clerk's
 * desk. Requests leave from a loopback address of their own (127.0.0.77), so the per-address
 * sign-up limit of the browser specs' own registrations is not used up by the seeding.
 */
const SEED_ADDRESS = '127.0.0.77';

export class ApiClient {
  private cookies = new Map<string, string>();
  private csrf = '';
  constructor(private readonly base: string) {}

  private request(
    method: string,
    path: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: { data?: Record<string, unknown>; message?: string } }> {
    const url = new URL(path, this.base);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          method,
          hostname: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          localAddress: SEED_ADDRESS,
          headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...headers },
        },
        (res) => {
          for (const c of res.headers['set-cookie'] ?? []) {
            const [pair] = c.split(';');
            const i = pair.indexOf('=');
            this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
          }
          const chunks: Buffer[] = [];
          res.on('data', (d: Buffer) => chunks.push(d));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} });
          });
        },
      );
      req.on('error', reject);
      if (body) req.write(body);
      req.end();
    });
  }

  async get(path: string) {
    const res = await this.request('GET', path);
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
    return res.json.data ?? {};
  }

  async refreshCsrf() {
    const res = await this.request('GET', apiPath('auth/csrf-token.php'));
    this.csrf = String(res.json.data?.csrf_token);
  }

  async post(path: string, body: Record<string, unknown>) {
    if (!this.csrf) await this.refreshCsrf();
    const res = await this.request('POST', path, Buffer.from(JSON.stringify({ ...body, csrf_token: this.csrf })), {
      'content-type': 'application/json',
      'x-csrf-token': this.csrf,
    });
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
    return res.json.data ?? {};
  }

  /** A multipart POST: text fields, then the file under `fileField`. */
  async postFile(
    path: string,
    fields: Record<string, string>,
    fileField: string,
    file: { name: string; mimeType: string; buffer: Buffer },
  ) {
    if (!this.csrf) await this.refreshCsrf();
    const boundary = `----seed${Date.now()}`;
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(
        Object.entries({ ...fields, csrf_token: this.csrf })
          .map(([k, v]) => field(k, v))
          .join(''),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
      ),
      file.buffer,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await this.request('POST', path, body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-csrf-token': this.csrf,
    });
    if (res.status >= 300)
      throw new Error(
        `${path} (${fields.document_type ?? fileField}) answered ${res.status}: ${JSON.stringify(res.json)}`,
      );
    return res.json.data ?? {};
  }

  async upload(documentType: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.postFile(
      apiPath('documents/upload.php'),
      { document_type: documentType, category: 'initial_registration' },
      'document',
      file,
    );
  }
}

/** One company (entity PT) registered, confirmed, completed and submitted for verification. */
export async function seedCompanyInReview(
  baseURL: string,
  tag: string,
  n: number,
  dataDir: string = E2E_DATA_DIR,
): Promise<NewCompany> {
  const base = newCompany(tag);
  // The server keeps e-mail addresses in lower case; the outbox is searched by the stored one.
  const c = { ...base, email: base.email.toLowerCase() };
  const api = new ApiClient(baseURL);
  await api.post(apiPath('auth/register.php'), {
    name: c.name,
    email: c.email,
    phone: c.phone,
    password: c.password,
    confirmPassword: c.password,
    companyName: c.companyName,
    businessEntityType: 'PT',
    npwp: c.npwp,
    nib: c.nib,
    termsAccepted: true,
  });
  await api.post(apiPath('auth/verify-otp.php'), { email: c.email, otp: await waitForOtp(dataDir, c.email) });
  await api.refreshCsrf();
  await api.post(apiPath('companies/update.php'), {
    address: `Jl. Antrean No. ${n}`,
    province: 'DKI Jakarta',
    regency_city: 'Jakarta Pusat',
    district: 'Gambir',
    village: 'Gambir',
    postal_code: '10110',
    phone: `02155501${String(n).padStart(2, '0')}`,
    email: `kantor.${c.email}`,
    business_type: 'Konstruksi',
    investment_value: 1_500_000_000,
    employee_count: 25,
    leader_name: c.name,
    leader_position: 'Direktur Utama',
    leader_nik: `317101${String(Date.now() % 10_000_000_000).padStart(10, '0')}`,
    leader_npwp: validNpwp((Date.now() % 80_000_000) + n),
    kta_kadin_number: `KTA-${n}`,
    kta_date: '2024-01-15',
  });
  for (const type of requiredRegistrationDocuments('PT')) {
    await api.upload(type, type === 'pasfoto_pimpinan' ? pngFile(`${type}.png`) : pdfFile(`${type}.pdf`));
  }
  await api.post(apiPath('registrations/submit.php'), {});
  return c;
}

/**
 * One company whose registration the administrator has approved (documents verified, company
 * verified) through the admin API, so it may apply for an SBU: the start of the application journey.
 */
export async function seedVerifiedCompany(
  baseURL: string,
  tag: string,
  n: number,
  dataDir: string = E2E_DATA_DIR,
): Promise<NewCompany> {
  const c = await seedCompanyInReview(baseURL, tag, n, dataDir);
  const admin = await signedInClient(baseURL, E2E_ADMIN.email, E2E_ADMIN.password);
  const list = await admin.get(`${apiPath('admin/companies/list.php')}?q=${encodeURIComponent(c.companyName)}`);
  const item = (list.items as { companyId: number; name: string }[]).find((i) => i.name === c.companyName);
  if (!item) throw new Error(`${c.companyName} is not in the admin company list`);
  await admin.post(apiPath('admin/documents/verify-remaining.php'), { company_id: item.companyId });
  await admin.post(apiPath('admin/companies/verify.php'), { company_id: item.companyId, decision: 'approve' });
  await ensureSetupComplete(baseURL, admin);
  return c;
}

const setUp = new Map<string, Promise<void>>();

/**
 * The first-run setup (docs/business-rules.md#first-run-setup), completed once per server: until
 * it is, submissions answer 409 SETUP_INCOMPLETE. The issuer, the body and the signatory go into
 * the settings (only those not set yet), and a real bank account into a new fee schedule version.
 */
export function ensureSetupComplete(baseURL: string, admin?: ApiClient): Promise<void> {
  let done = setUp.get(baseURL);
  if (!done) {
    done = (async () => {
      const api = admin ?? (await signedInClient(baseURL, E2E_ADMIN.email, E2E_ADMIN.password));
      const { setup } = (await api.get(apiPath('admin/setup/status.php'))) as {
        setup: { complete: boolean; items: { item: string; done: boolean }[] };
      };
      if (setup.complete) return;
      const missing = new Set(setup.items.filter((i) => !i.done).map((i) => i.item));
      if (missing.has('issuer'))
        await api.post(apiPath('admin/settings/update.php'), {
          issuer_name: 'Badan Sertifikasi Kadin Indonesia',
          issuer_address: 'Menara Kadin Indonesia, Jl. H.R. Rasuna Said X-5 Kav. 2-3, Jakarta Selatan',
          issuer_npwp: validNpwp(4242),
        });
      if (missing.has('body') || missing.has('signatory'))
        await api.post(apiPath('admin/settings/update.php'), {
          body_name: 'Badan Sertifikasi Kamar Dagang dan Industri',
          signatory_name: 'Ir. Bambang Sutrisno, M.T.',
          signatory_position: 'Ketua Badan Sertifikasi',
        });
      if (missing.has('bank_account')) {
        const schedule = (await api.get(apiPath('fees/schedule.php'))) as {
          fees: unknown;
          renewal_percent: number;
        };
        await api.post(apiPath('admin/fees/update.php'), {
          fees: schedule.fees,
          renewal_percent: schedule.renewal_percent,
          bank_accounts: [{ bank_name: 'Bank Mandiri', account_number: '1230007654321', account_holder: 'BSKI Kadin' }],
        });
      }
    })();
    setUp.set(baseURL, done);
  }
  return done;
}

/**
 * The suite's administrator, signed in once per server and worker: each sign-in asks for a TOTP
 * code, and a code is good once per 30 s step (support/second-factor.ts), so a fresh sign-in for
 * every seed would make the seeds wait on the clock. The session is checked before each reuse and
 * replaced when it has ended (a logout elsewhere, the 10-session cap, the idle limit).
 */
const adminClients = new Map<string, Promise<ApiClient>>();

async function freshClient(baseURL: string, email: string, password: string, admin: boolean): Promise<ApiClient> {
  const api = new ApiClient(baseURL);
  if (admin) await ensureAdminEnrolled(baseURL);
  await api.post(apiPath('auth/login.php'), { email, password });
  // The administrator's second factor (support/second-factor.ts).
  if (admin) await api.post(apiPath('auth/verify-mfa.php'), { code: await nextAdminCode(baseURL) });
  await api.refreshCsrf();
  return api;
}

/** An API client signed in as the given account (its session and CSRF token rotated at login). */
export async function signedInClient(baseURL: string, email: string, password: string): Promise<ApiClient> {
  const admin = email === E2E_ADMIN.email && password === E2E_ADMIN.password;
  if (!admin) return freshClient(baseURL, email, password, false);
  const kept = adminClients.get(baseURL);
  if (kept) {
    const api = await kept.catch(() => null);
    if (
      api &&
      (await api.get(apiPath('users/profile.php')).then(
        () => true,
        () => false,
      ))
    )
      return api;
  }
  const next = freshClient(baseURL, email, password, true);
  adminClients.set(baseURL, next);
  return next;
}
