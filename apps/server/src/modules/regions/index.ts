/** The regions module's public face (docs/decisions/023): the area lookup other modules check codes with. */
export { findRegion } from './region-data';
