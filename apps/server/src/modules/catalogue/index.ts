/** The catalogue module's public face (docs/decisions/023): what the fees and applications modules use. */
export { findSubBidang, unavailableSubBidang } from './service';
