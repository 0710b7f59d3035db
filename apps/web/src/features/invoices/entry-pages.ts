import { lazyPage } from '@/lib/lazy-page';

/**
 * The invoices feature's page reached before sign-in, for the entry routes (the first chunk,
 * docs/decisions/096): only this lazy wrapper, so the other pages' wrappers and preload lists in
 * ./pages.ts stay out of the login page's JavaScript.
 */
/** The public invoice (no login): its own small chunk, reached from the invoice PDF's QR code. */
export const PublicInvoicePage = lazyPage(() => import('./pages/public-invoice-page'), 'PublicInvoicePage', [
  'invoices',
  'fees',
  'status',
]);
