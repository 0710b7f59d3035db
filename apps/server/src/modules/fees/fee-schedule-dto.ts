import { PPN_BASE_RATIO, PPN_RATE_PERCENT, type TFeeScheduleResponse } from '@portal/contract';
import type { FeeScheduleRow } from './service';

/** A fee schedule version (docs/business-rules.md#fees) with the tax rule it is applied with (docs/decisions/095). */
export const toFeeScheduleDto = (row: FeeScheduleRow): TFeeScheduleResponse => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  fees: row.data.fees,
  renewal_percent: row.data.renewal_percent,
  bank_accounts: row.data.bank_accounts,
  ppn_rate_percent: PPN_RATE_PERCENT,
  ppn_base_ratio: PPN_BASE_RATIO,
});
