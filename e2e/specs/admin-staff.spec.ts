import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiPath } from '@portal/contract';
import { inviteSecondAdmin, joinAsInvitedAdmin } from '../support/admin-staff';
import { E2E_ADMIN, SHOT_DIR, login } from '../support/fixtures';
import { expectAxeClean, shootScreens } from '../support/screens';
import { seedVerifiedCompany, signedInClient } from '../support/seed-api';
import {
  createApplication,
  payAndVerify,
  publishCertificate,
  seedApprovedApplication,
  setCertificateSettings,
  submitApplication,
} from '../support/workflow-api';

/**
 * Staff management end to end (docs/business-rules.md#admin-roles, #invitations): the super admin
 * invites a finance administrator on Manajemen Admin; the invitee opens the link from the outbox,
 * sets a password (no OTP: the link proves the address), signs in, enrols the second factor and
 * sees only the finance menu; a screen of another role answers 403. Manajemen Admin and Menunggu
 * Persetujuan at 1280 and 390 px, light and dark, axe clean.
 */
test('the super admin invites a finance administrator, who joins through the link and sees only their menu', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const invitee = { name: `Rina Keuangan ${tag}`, email: `rina-${tag}@e2e.portal-bski.test` };
  const password = 'Keuangan-Portal-2026!';

  const boss = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(boss, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(boss).toHaveURL(/\/admin\/dashboard$/);
  await boss.getByRole('navigation').getByRole('link', { name: 'Manajemen Admin' }).click();
  await expect(boss.getByRole('heading', { level: 1, name: 'Manajemen Admin' })).toBeVisible();

  await boss.getByRole('button', { name: 'Undang Admin' }).click();
  const dialog = boss.getByRole('dialog', { name: 'Undang administrator' });
  await dialog.getByLabel(/^Nama/).fill(invitee.name);
  await dialog.getByLabel(/^Email/).fill(invitee.email);
  await dialog.getByRole('checkbox', { name: 'Keuangan' }).check();
  await dialog.getByRole('button', { name: 'Kirim Undangan' }).click();
  await expect(dialog).toBeHidden();
  const row = boss.getByRole('row').filter({ hasText: invitee.email });
  await expect(row).toContainText('Diundang');
  await expect(row).toContainText('Keuangan');
  await shootScreens(boss, path.join(SHOT_DIR, 'admin-staff'), 'manajemen-admin');
  await expectAxeClean(boss, 'Manajemen Admin');

  // The invitee: the link sets the first password, then the second factor.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await joinAsInvitedAdmin(page, { ...invitee, password });

  const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
  await expect(nav.getByRole('link', { name: 'Manajemen Transaksi' })).toBeVisible();
  for (const shown of [
    'Dashboard Admin',
    'Verifikasi Pembayaran',
    'Kalkulator SBU',
    'Menunggu Persetujuan',
    'Log Audit',
  ])
    await expect(nav.getByRole('link', { name: new RegExp(`^${shown}`) })).toBeVisible();
  for (const hidden of ['Manajemen Perusahaan', 'Manajemen Permohonan', 'Daftar SBU Terbit', 'Manajemen Admin'])
    await expect(nav.getByRole('link', { name: new RegExp(`^${hidden}`) })).toHaveCount(0);
  await page.goto('/admin/companies');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible();

  // The super admin sees the invitee active now, and the four-eyes queue.
  await boss.reload();
  await expect(boss.getByRole('row').filter({ hasText: invitee.email })).toContainText('Aktif');
  await boss
    .getByRole('navigation')
    .getByRole('link', { name: /^Menunggu Persetujuan/ })
    .click();
  await expect(boss.getByRole('heading', { level: 1, name: 'Menunggu Persetujuan' })).toBeVisible();
  await shootScreens(boss, path.join(SHOT_DIR, 'admin-staff'), 'menunggu-persetujuan');
  await expectAxeClean(boss, 'Menunggu Persetujuan');

  // Last, the super admin disables the account (its sessions end): the specs after this one in the
  // lane keep a lone administrator, whose four-eyes actions proceed at once.
  await boss.getByRole('navigation').getByRole('link', { name: 'Manajemen Admin' }).click();
  await boss.getByRole('button', { name: `Nonaktifkan ${invitee.name}` }).click();
  const disabling = boss.getByRole('dialog', { name: `Nonaktifkan ${invitee.name}?` });
  await disabling.getByRole('textbox').fill('Akun uji selesai');
  await disabling.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(disabling).toBeHidden();
  await expect(boss.getByRole('row').filter({ hasText: invitee.email })).toContainText('Nonaktif');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('four eyes: a revocation asked by one administrator waits, and another approves it on Menunggu Persetujuan', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const base = baseURL!;
  await setCertificateSettings(base);
  const company = await seedVerifiedCompany(base, 'foureyes', 83);
  const codeReg = await seedApprovedApplication(base, company, { subBidangCodes: ['TI001'] });
  const cert = await publishCertificate(base, codeReg);

  // A second administrator who may decide revocations: invited, joined, enrolled.
  const tag = Date.now().toString(36);
  const checker = { name: `Sari Sertifikasi ${tag}`, email: `sari-${tag}@e2e.portal-bski.test` };
  const password = 'Sertifikasi-Portal-2026!';
  const boss = await signedInClient(base, E2E_ADMIN.email, E2E_ADMIN.password);
  const { page: second, disable } = await inviteSecondAdmin(browser, boss, {
    ...checker,
    password,
    roles: ['certification'],
  });

  try {
    // The super admin asks for the revocation: it waits.
    const first = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await login(first, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(first).toHaveURL(/\/admin\/dashboard$/);
    await first.goto(`/admin/certificates/${cert.certificate_uuid}`);
    await first.getByRole('button', { name: 'Cabut Sertifikat' }).click();
    const revoking = first.getByRole('dialog');
    await revoking.getByRole('textbox').fill('Data perusahaan tidak benar');
    await revoking.getByRole('button', { name: 'Cabut Sertifikat' }).click();
    await expect(first.getByText('Menunggu persetujuan administrator lain').first()).toBeVisible();
    // The page is read again: the waiting revocation replaces Cabut and Revisi.
    await expect(first.getByRole('heading', { name: 'Pencabutan menunggu persetujuan' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Buka Menunggu Persetujuan' })).toHaveAttribute(
      'href',
      '/admin/approvals',
    );
    await expect(first.getByRole('button', { name: 'Cabut Sertifikat' })).toHaveCount(0);
    await expect(first.getByRole('link', { name: 'Revisi Data', exact: true })).toHaveCount(0);

    // The other administrator approves it with a reason: the certificate is revoked.
    await second.goto('/admin/approvals');
    const card = second.getByRole('listitem').filter({ hasText: `Pencabutan sertifikat: ${cert.number}` });
    await expect(card).toContainText('Data perusahaan tidak benar');
    await card.getByRole('button', { name: 'Setujui' }).click();
    const deciding = second.getByRole('dialog', { name: `Setujui permintaan ${cert.number}?` });
    await deciding.getByRole('textbox').fill('Sudah diperiksa');
    await deciding.getByRole('button', { name: 'Setujui' }).click();
    await expect(deciding).toBeHidden();
    await second.goto(`/admin/certificates/${cert.certificate_uuid}`);
    await expect(second.getByText('Dicabut').first()).toBeVisible();
    // Decided: the requester's page no longer shows it waiting.
    await first.reload();
    await expect(first.getByText('Dicabut').first()).toBeVisible();
    await expect(first.getByRole('heading', { name: 'Pencabutan menunggu persetujuan' })).toHaveCount(0);
  } finally {
    // The lane keeps a lone administrator for the specs after this one.
    await disable();
  }
});

/** What the 202 outcomes look like in each language (apps/web/src/i18n/locales/{id,en}). */
const WORDS = {
  id: {
    waiting: 'Menunggu persetujuan administrator lain',
    revoke: 'Cabut Sertifikat',
    transactions: 'Cari transaksi',
    refundOf: (t: string) => `Kembalikan dana ${t}`,
    refund: 'Kembalikan dana',
    awaiting: /^Menunggu persetujuan: diminta oleh /,
    renewal: /^Perpanjangan \(% dari biaya baru\)/,
    saveFees: 'Simpan versi baru',
    separation: 'Aktifkan pemisahan tugas',
  },
  en: {
    waiting: "Awaiting another administrator's approval",
    revoke: 'Revoke Certificate',
    transactions: 'Search transactions',
    refundOf: (t: string) => `Refund ${t}`,
    refund: 'Refund',
    awaiting: /^Awaiting approval: requested by /,
    renewal: /^Renewal \(% of the new fee\)/,
    saveFees: 'Save new version',
    separation: 'Separation of duties on',
  },
} as const;

test('four eyes: the 202 outcomes of a revocation, a refund and a fee change, and the separation-of-duties card, in id and en, light and dark', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const base = baseURL!;
  await setCertificateSettings(base);
  // A certificate to revoke, and a paid invoice of a rejected application to refund.
  const certified = await seedVerifiedCompany(base, 'empatmata', 95);
  const cert = await publishCertificate(
    base,
    await seedApprovedApplication(base, certified, { subBidangCodes: ['TI001'] }),
  );
  const rejected = await seedVerifiedCompany(base, 'refund', 96);
  const codeReg = await createApplication(base, rejected, { subBidangCodes: ['TI001'] });
  const invoice = await submitApplication(base, rejected, codeReg);
  await payAndVerify(base, rejected, invoice.uuid_invoice);
  const boss = await signedInClient(base, E2E_ADMIN.email, E2E_ADMIN.password);
  await boss.post(apiPath('admin/applications/decide.php'), {
    code_reg: codeReg,
    decision: 'reject',
    note: 'Persyaratan tidak terpenuhi',
  });

  // A second administrator who decides revocations, refunds and fee changes: so these wait.
  const tag = Date.now().toString(36);
  const checker = { name: `Dewi Pemeriksa ${tag}`, email: `dewi-${tag}@e2e.portal-bski.test` };
  const password = 'Pemeriksa-Portal-2026!';
  const { page: second, disable } = await inviteSecondAdmin(browser, boss, {
    ...checker,
    password,
    roles: ['certification', 'finance'],
  });

  const withdrawMine = async () => {
    const list = await boss.get(`${apiPath('admin/approvals/list.php')}?status=pending&scope=mine`);
    for (const a of list.items as { uuid: string; can_withdraw: boolean }[])
      if (a.can_withdraw) await boss.post(apiPath('admin/approvals/withdraw.php'), { uuid: a.uuid });
  };

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  // The page's timers run on a clock the test pauses while the "waiting" toast is photographed.
  await page.clock.install();
  const shots = path.join(SHOT_DIR, 'admin-staff');
  /** The toast of a 202 stays while it is photographed, then the screen is scanned. */
  const shootWaiting = async (name: string, lang: 'id' | 'en') => {
    const toast = page.getByText(WORDS[lang].waiting, { exact: true }).first();
    await expect(toast).toBeVisible();
    // Paused by the page's own (fake) time, which lags the real one after each pause: a jump to the
    // real time would fire the toast's timer.
    // On a busy machine the page's clock may pass the chosen instant before the pause arrives
    // ("Cannot fast-forward to the past"): read it again and aim a little further ahead.
    for (let attempt = 1; ; attempt++) {
      try {
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250 * attempt);
        break;
      } catch (error) {
        if (attempt >= 4 || !String(error).includes('past')) throw error;
      }
    }
    await shootScreens(page, shots, `${name}-${lang}`);
    await expect(toast).toBeVisible();
    // axe queues its work on timers: it scans with the clock going again (the toast stays a few seconds more).
    await page.clock.resume();
    await expectAxeClean(page, `${name} ${lang}`);
  };

  try {
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const lang of ['id', 'en'] as const) {
      const w = WORDS[lang];
      await page.evaluate((l) => localStorage.setItem('language', l), lang);

      // A revocation waits.
      await page.goto(`/admin/certificates/${cert.certificate_uuid}`);
      await page.getByRole('button', { name: w.revoke }).click();
      const revoking = page.getByRole('dialog');
      await revoking.getByRole('textbox').fill('Data perusahaan tidak benar');
      await revoking.getByRole('button', { name: w.revoke }).click();
      await expect(revoking).toBeHidden();
      await shootWaiting('four-eyes-revoke', lang);

      // A refund of the paid invoice waits.
      await page.goto('/admin/transactions');
      await page.getByRole('searchbox', { name: w.transactions }).fill(invoice.transId);
      await page.getByRole('button', { name: w.refundOf(invoice.transId) }).click();
      const refunding = page.getByRole('dialog');
      await refunding.getByRole('textbox').fill('Permohonan ditolak, dana dikembalikan');
      await refunding.getByRole('button', { name: w.refund, exact: true }).click();
      await expect(refunding).toBeHidden();
      // The list is read again: the row shows the waiting refund instead of its button.
      const row = page.getByRole('row').filter({ hasText: invoice.transId });
      await expect(row.getByRole('link', { name: w.awaiting })).toHaveAttribute('href', '/admin/approvals');
      await expect(row.getByRole('button', { name: w.refundOf(invoice.transId) })).toHaveCount(0);
      // The badge fits the actions column: no sideways scroll at 1280.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
      ).toBe(false);
      await shootWaiting('four-eyes-refund', lang);

      // A fee change waits; Kalkulator SBU also shows the separation-of-duties card.
      await page.goto('/admin/calculator');
      await expect(page.getByRole('checkbox', { name: w.separation })).toBeVisible();
      const renewal = page.getByLabel(w.renewal);
      await renewal.fill(lang === 'id' ? '75' : '70');
      await page.getByRole('button', { name: w.saveFees }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.saveFees }).click();
      await shootWaiting('four-eyes-fees-and-separation-of-duties', lang);

      // The requests go again, so the next language can ask them anew.
      await withdrawMine();
    }
    await page.evaluate(() => localStorage.setItem('language', 'id'));

    // The refund asked once more; once the other administrator approves it, its row shows no badge.
    await page.goto('/admin/transactions');
    await page.getByRole('searchbox', { name: WORDS.id.transactions }).fill(invoice.transId);
    await page.getByRole('button', { name: WORDS.id.refundOf(invoice.transId) }).click();
    const refunding = page.getByRole('dialog');
    await refunding.getByRole('textbox').fill('Permohonan ditolak, dana dikembalikan');
    await refunding.getByRole('button', { name: WORDS.id.refund, exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: invoice.transId });
    await expect(row.getByRole('link', { name: WORDS.id.awaiting })).toBeVisible();
    await second.goto('/admin/approvals');
    const card = second.getByRole('listitem').filter({ hasText: invoice.transId });
    await card.getByRole('button', { name: 'Setujui' }).click();
    const deciding = second.getByRole('dialog', { name: `Setujui permintaan ${invoice.transId}?` });
    await deciding.getByRole('textbox').fill('Sudah diperiksa');
    await deciding.getByRole('button', { name: 'Setujui' }).click();
    await expect(deciding).toBeHidden();
    await page.reload();
    await expect(row.getByText('Dikembalikan')).toBeVisible();
    await expect(row.getByRole('link', { name: WORDS.id.awaiting })).toHaveCount(0);
    await expect(row.getByRole('button', { name: WORDS.id.refundOf(invoice.transId) })).toHaveCount(0);
    await shootScreens(page, shots, 'four-eyes-refund-approved-id');
    await expectAxeClean(page, 'four-eyes-refund-approved id');
  } finally {
    await withdrawMine();
    // The lane keeps a lone administrator for the specs after this one.
    await disable();
  }
});
