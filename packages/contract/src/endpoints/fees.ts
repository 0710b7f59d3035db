import {
  ZAdminFeeUpdateRequest,
  ZAdminFeeUpdateResponse,
  ZFeeQuoteRequest,
  ZFeeQuoteResponse,
  ZFeeScheduleResponse,
} from '../fees/schemas';
import { endpoint } from './define';

/** The endpoints the server's `fees` module answers (docs/api.md). */
export const FEES_ENDPOINTS = {
  'fees/schedule.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'catalogue-and-fees',
    summary: 'The current fee schedule',
    answers:
      'the current version: `id`, `created_at`, `fees` (per qualification `base_fee`, `extra_sub_bidang_fee`); `renewal_percent`; `ppn_rate_percent` (12); `ppn_base_ratio` ("11/12"); `bank_accounts` (`bank_name`, `account_number`, `account_holder`)',
    response: ZFeeScheduleResponse,
  }),
  'fees/quote.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'catalogue-and-fees',
    summary: 'Price an application before it is submitted',
    takes:
      'camelCase: `applicationType`, `companyQualification`, `subBidangCodes` (or `subBidangCount`, exactly one of the two)',
    answers:
      '`{ lines, subtotal, dpp, ppn, total }` on the current schedule; 422 with `data.unavailable_codes` for codes not active in the catalogue ([Fees](business-rules.md#fees), [Tax](business-rules.md#tax))',
    body: ZFeeQuoteRequest,
    response: ZFeeQuoteResponse,
  }),
  'admin/fees/update.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: ['finance'],
    section: 'admin-catalogue-fees-and-settings',
    summary: 'Save a new fee schedule',
    takes: 'the whole schedule: `fees`, `renewal_percent`, `bank_accounts` (1 to 5)',
    answers:
      'a new version, current at once (the same answer as `fees/schedule.php`); applies to invoices issued afterwards. Once the first invoice is issued, 202 `{ approval }` while it waits for a second administrator ([Four eyes](business-rules.md#four-eyes)); 409 `CONFLICT` while another change waits',
    body: ZAdminFeeUpdateRequest,
    response: ZAdminFeeUpdateResponse,
    status: 202,
    fourEyes: 'fees.update',
  }),
} as const;
