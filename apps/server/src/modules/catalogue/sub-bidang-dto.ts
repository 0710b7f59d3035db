import type { TApplication, TCertificateSubBidang, TSubBidangItem } from '@portal/contract';
import { bidang, subBidang } from '../../db/schema';

/**
 * A catalogue entry's answers, one mapper each (docs/decisions/095), from the entry's row and its
 * bidang's name: every read selects `SUB_BIDANG_ENTRY` over `sub_bidang` joined to `bidang`.
 */
export const SUB_BIDANG_ENTRY = { entry: subBidang, bidangName: bidang.name };
export interface SubBidangEntry {
  entry: typeof subBidang.$inferSelect;
  bidangName: string;
}

/** The catalogue's own lists and forms (docs/business-rules.md#sub-bidang). */
export const toSubBidangDto = ({ entry: s, bidangName }: SubBidangEntry): TSubBidangItem => ({
  code: s.code,
  name: s.name,
  bidang_code: s.bidangCode,
  bidang_name: bidangName,
  kbli_code: s.kbliCode,
  kbli_title: s.kbliTitle,
  kbli_edition: s.kbliEdition,
  description: s.description,
  is_active: s.isActive,
});

/** An entry an application names (its detail): without the description and the active flag. */
export const toApplicationSubBidangDto = ({
  entry: s,
  bidangName,
}: SubBidangEntry): TApplication['sub_bidang'][number] => ({
  code: s.code,
  name: s.name,
  bidang_code: s.bidangCode,
  bidang_name: bidangName,
  kbli_code: s.kbliCode,
  kbli_title: s.kbliTitle,
  kbli_edition: s.kbliEdition,
});

/** An entry as a certificate prints and freezes it (docs/business-rules.md#certificate-issue). */
export const toCertificateSubBidangDto = ({ entry: s, bidangName }: SubBidangEntry): TCertificateSubBidang => ({
  code: s.code,
  name: s.name,
  bidang_code: s.bidangCode,
  bidang_name: bidangName,
  kbli_code: s.kbliCode,
  kbli_title: s.kbliTitle,
});
