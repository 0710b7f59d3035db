import { ZMenuCountsResponse } from '../reviews/schemas';
import { endpoint } from './define';

/** The endpoints the server's `menu-counts` module answers (docs/api.md). */
export const MENU_COUNTS_ENDPOINTS = {
  'admin/menu-counts.php': endpoint({
    method: 'GET',
    access: 'admin',
    section: 'verification-queue',
    summary: "The admin menu's badges",
    answers: '`{ companies_waiting }` (one key per admin queue)',
    response: ZMenuCountsResponse,
  }),
} as const;
