import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Response } from '@playwright/test';
import { NOTIFICATION_POLL_MS } from '@portal/contract/constants';
import { portalServerEnv } from '../playwright.config';
import { totpAt } from '../support/second-factor';
import { axeViolations } from '../support/axe';
import { SHOT_DIR } from '../support/fixtures';
import { apiPath } from '@portal/contract';

/** axe in light and dark, and a screenshot of each at 1280 and 390 px (then back to the default size). */
async function shots(page: Page, name: string) {
  const size = page.viewportSize();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await axeViolations(page), `${name} ${colorScheme} ${width}`).toEqual([]);
      await page.screenshot({ path: path.join(SHOT_DIR, `${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}

/**
 * The first start without ADMIN_PASSWORD (docs/decisions/014): the generated password works once,
 * to reach /settings and change it; then the admin area opens and the notification bell polls.
 * The suite's own server has ADMIN_PASSWORD set, so this spec starts a second one on a fresh
 * data folder and reads the password from the line the server prints. Then the administrator
 * enrols the second factor on its screen (docs/decisions/098), reading the secret from the page.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_EMAIL = 'admin.pertama@e2e.portal-bski.test';
const NEW_PASSWORD = 'Admin-Baru-Kuat-2026';

let server: ChildProcess | undefined;
let baseURL = '';
let dataDir = '';
let generatedPassword = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** Starts the built server and answers the printed password once it is up. */
function startServer(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
      cwd: root,
      // The suite's server settings, without ADMIN_PASSWORD: the first start generates one.
      env: { ...process.env, ...portalServerEnv(port, dataDir, { email: ADMIN_EMAIL, password: '' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`the server printed no password within 60 s:\n${out}\n${err}`)),
      60_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /^password: (\S+)$/m.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped (${code}) before printing a password:\n${out}\n${err}`));
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-first-admin-'));
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  generatedPassword = await startServer(port);
  await waitForHealth(`${baseURL}${apiPath('health.php')}`);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    process.kill(server.pid, 'SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the generated first-admin password must be changed; then the admin area and its notifications work', async ({
  browser,
}) => {
  expect(generatedPassword.length).toBeGreaterThanOrEqual(12);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // Every answer of the notification list, with its phase: before the password changed, between
  // the change and the second factor's enrolment (docs/decisions/098), after both.
  const listAnswers: { status: number; phase: 'before' | 'between' | 'after' }[] = [];
  let phase: 'before' | 'between' | 'after' = 'before';
  // Every call the server refused because the second factor was not on yet: the app makes none.
  const refusedForMfa: string[] = [];
  page.on('response', (r: Response) => {
    if (new URL(r.url()).pathname === apiPath('notifications/list.php'))
      listAnswers.push({ status: r.status(), phase });
    if (r.status() === 403)
      void r.text().then((body) => {
        if (body.includes('MFA_REQUIRED')) refusedForMfa.push(new URL(r.url()).pathname);
      });
  });
  // The page's timers run on a clock the test can move, to see the next poll without waiting 30 s.
  await page.clock.install();

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN_EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(generatedPassword);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();

  // Kept on /settings with the notice; other admin pages send it back there.
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Ganti password sementara Anda' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/settings$/);
  // The server refuses the notification list until then (403): the bell waits.
  await expect(page.getByRole('button', { name: 'Menu akun' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifikasi' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Password Saat Ini', exact: true }).fill(generatedPassword);
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Konfirmasi Password Baru', exact: true }).fill(NEW_PASSWORD);
  const changeAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === apiPath('users/change-password.php'));
  await page.getByRole('button', { name: 'Ubah Password', exact: true }).click();
  expect((await changeAnswer).status()).toBe(200);
  phase = 'between';

  // Then the administrator enrols the second factor (docs/decisions/098) on its screen: every
  // other page sends them there, the password change stays open.
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Dua Langkah' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
  // Still no bell: the server refuses the list until the factor is on.
  await expect(page.getByRole('button', { name: 'Notifikasi' })).toHaveCount(0);
  await shots(page, 'two-factor-setup');

  // The secret as the page shows it, in groups of four, as a person would type it.
  const grouped = (await page.locator('#two-factor-secret').textContent()) ?? '';
  expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const secret = grouped.replace(/\s+/g, '');
  const code = page.getByRole('textbox', { name: 'Kode verifikasi', exact: true });
  // A wrong code first: the field says so.
  const wrong = String((Number(totpAt(secret, Math.floor(Date.now() / 30_000))) + 500_000) % 1_000_000).padStart(
    6,
    '0',
  );
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Kode verifikasi tidak valid atau sudah dipakai/)).toBeVisible();

  const step = Math.floor(Date.now() / 30_000);
  await code.fill(totpAt(secret, step));
  await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();
  const codesHeading = page.getByRole('heading', { level: 2, name: 'Simpan kode pemulihan' });
  await expect(codesHeading).toBeFocused();
  phase = 'after';
  await expect(page.getByRole('list', { name: 'Simpan kode pemulihan' }).getByRole('listitem')).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh (.txt)', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('portal-bski-recovery-codes.txt');
  await shots(page, 'two-factor-recovery-codes');

  const next = page.getByRole('button', { name: 'Lanjutkan', exact: true });
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Saya sudah menyimpan kode pemulihan' }).check();
  await next.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(refusedForMfa).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifikasi' })).toBeVisible();

  // While the password had to change, and then the second factor, the bell asked nothing the
  // server would refuse (403) ...
  expect(listAnswers.filter((a) => a.phase !== 'after')).toEqual([]);
  // ... and now it loads the list ...
  await expect
    .poll(() => listAnswers.filter((a) => a.phase === 'after' && a.status === 200).length)
    .toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: 'Notifikasi' }).click();
  await expect(page.getByText('Tidak Ada Notifikasi')).toBeVisible();
  await page.keyboard.press('Escape');

  // ... and keeps polling it.
  const before = listAnswers.length;
  await page.clock.fastForward(NOTIFICATION_POLL_MS + 1000);
  await expect.poll(() => listAnswers.length).toBeGreaterThan(before);
  // (200, or 304 when the list is unchanged since the last answer: nothing refused.)
  expect(listAnswers.filter((a) => a.phase === 'after').every((a) => a.status === 200 || a.status === 304)).toBe(true);

  // The generated password is gone; the new one signs in straight to the admin area.
  await context.clearCookies();
  const fresh = await (await browser.newContext({ baseURL })).newPage();
  await fresh.goto('/login');
  await fresh.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN_EMAIL);
  await fresh.getByRole('textbox', { name: 'Password', exact: true }).fill(generatedPassword);
  await fresh.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(fresh.locator('#login-password-error')).toHaveText('Email atau password tidak sesuai.');
  await fresh.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await fresh.getByRole('button', { name: 'Masuk', exact: true }).click();
  // The code of the next time step: the enrolment used this one.
  await fresh
    .getByRole('textbox', { name: 'Kode verifikasi', exact: true })
    .fill(totpAt(secret, Math.max(step + 1, Math.floor(Date.now() / 30_000))));
  await fresh.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(fresh).toHaveURL(/\/admin\/dashboard$/);
});
