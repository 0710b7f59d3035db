/** The catalogue module's public face (docs/decisions/023): what the fees and applications modules use. */
export { findSubBidang, unavailableSubBidang } from './service';
export {
  SUB_BIDANG_ENTRY,
  toApplicationSubBidangDto,
  toCertificateSubBidangDto,
  type SubBidangEntry,
} from './sub-bidang-dto';
