import { z } from 'zod';

/**
 * The first-run setup (docs/business-rules.md#first-run-setup): what must be in place before the
 * portal issues its first invoice. Complete when every required item is done.
 * - `issuer`: the issuer's name, address and NPWP (printed on every invoice);
 * - `bank_account`: the current fee schedule holds a bank account an administrator saved (the
 *   shipped example never counts);
 * - `body`: the certifying body's name;
 * - `signatory`: the signatory's name and position.
 */
export const SETUP_ITEMS = ['issuer', 'bank_account', 'body', 'signatory'] as const;
export type TSetupItem = (typeof SETUP_ITEMS)[number];

/** Where each item is done, on the admin screens. */
export const SETUP_ITEM_LINKS: Record<TSetupItem, string> = {
  issuer: '/admin/calculator#issuer-settings',
  bank_account: '/admin/calculator#fee-schedule',
  body: '/admin/calculator#certificate-settings',
  signatory: '/admin/calculator#certificate-settings',
};

export const ZSetupStatus = z.object({
  complete: z.boolean(),
  items: z.array(z.object({ item: z.enum(SETUP_ITEMS), done: z.boolean(), link: z.string() })),
});
export type TSetupStatus = z.infer<typeof ZSetupStatus>;
export const ZSetupStatusResponse = z.object({ setup: ZSetupStatus });
