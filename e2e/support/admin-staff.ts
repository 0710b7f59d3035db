import { expect, type Browser, type Page } from '@playwright/test';
import { apiPath, type TAdminRole } from '@portal/contract';
import { E2E_DATA_DIR, login } from './fixtures';
import { waitForResetLink } from './outbox';
import { totpAt } from './second-factor';
import type { ApiClient } from './seed-api';

/**
 * A second administrator in a browser spec (docs/business-rules.md#admin-roles, #invitations,
 * docs/decisions/098): invited by the super admin, the invitee opens the link from the outbox,
 * sets the first password (no OTP: the link proves the address), signs in and enrols the second
 * factor on the page they land on.
 */
export interface InvitedAdmin {
  name: string;
  email: string;
  password: string;
}

/**
 * The invitee's side, in `page` (its own browser context): the link sets the password, the
 * sign-in lands on Verifikasi Dua Langkah, the enrolment on the admin dashboard.
 */
export async function joinAsInvitedAdmin(page: Page, who: InvitedAdmin): Promise<void> {
  const link = new URL(await waitForResetLink(E2E_DATA_DIR, who.email));
  await page.goto(link.pathname + link.search);
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(who.password);
  await page.getByRole('textbox', { name: 'Konfirmasi Password Baru', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, who.email, who.password);
  await enrolThroughPage(page);
}

/**
 * A new administrator lands on Verifikasi Dua Langkah (docs/decisions/098) and enrols there: the
 * secret as the page shows it, a current code, the recovery codes confirmed; then the dashboard.
 */
export async function enrolThroughPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  const secret = ((await page.locator('#two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page
    .getByRole('textbox', { name: 'Kode verifikasi', exact: true })
    .fill(totpAt(secret, Math.floor(Date.now() / 30_000)));
  await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Simpan kode pemulihan' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'Saya sudah menyimpan kode pemulihan' }).check();
  await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export interface SecondAdmin {
  /** The second administrator's page, signed in and enrolled, at 1280 × 900. */
  page: Page;
  /**
   * Disables the account (its sessions end): the specs after this one in the lane keep a lone
   * administrator, whose four-eyes actions proceed at once. Call it in a `finally`.
   */
  disable: () => Promise<void>;
}

/**
 * A second administrator with `roles`, invited through the API by `boss` (the super admin) and
 * joined in a new browser context. If joining fails the account is disabled before the error goes on.
 */
export async function inviteSecondAdmin(
  browser: Browser,
  boss: ApiClient,
  who: InvitedAdmin & { roles: TAdminRole[] },
): Promise<SecondAdmin> {
  const invited = await boss.post(apiPath('admin/admins/invite.php'), {
    name: who.name,
    email: who.email,
    roles: who.roles,
  });
  const disable = async () => {
    await boss.post(apiPath('admin/admins/update.php'), {
      uuid: (invited.admin as { uuid: string }).uuid,
      disabled: true,
      reason: 'Akun uji selesai',
    });
  };
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await joinAsInvitedAdmin(page, who);
    return { page, disable };
  } catch (error) {
    await disable();
    throw error;
  }
}
