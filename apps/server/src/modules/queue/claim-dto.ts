import type { TClaimedBy } from '@portal/contract';

export interface ClaimRow {
  until: Date;
  adminUuid: string;
  adminName: string | null;
  adminEmail: string;
}

/** A claim's one mapper (docs/decisions/095): who handles the item, and until when. */
export function toClaimedByDto(row: ClaimRow): TClaimedBy {
  return {
    uuid: row.adminUuid,
    name: row.adminName?.trim() || row.adminEmail,
    email: row.adminEmail,
    until: row.until.toISOString(),
  };
}
