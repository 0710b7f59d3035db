import type { TFeeScheduleData } from './schemas';

/**
 * The fee schedule a new installation starts with (docs/business-rules.md#fees), loaded into an
 * empty schedule at start. The bank account is an example the admin must replace on Kalkulator
 * SBU before the first invoice is issued.
 */
export const DEFAULT_FEE_SCHEDULE: TFeeScheduleData = {
  fees: {
    kecil: { base_fee: 2_500_000, extra_sub_bidang_fee: 500_000 },
    menengah: { base_fee: 5_000_000, extra_sub_bidang_fee: 1_000_000 },
    besar: { base_fee: 10_000_000, extra_sub_bidang_fee: 2_000_000 },
  },
  renewal_percent: 80,
  bank_accounts: [
    {
      bank_name: 'CONTOH — ganti di Kalkulator SBU',
      account_number: '0000000000',
      account_holder: 'Rekening contoh: ubah sebelum tagihan pertama diterbitkan',
    },
  ],
};
