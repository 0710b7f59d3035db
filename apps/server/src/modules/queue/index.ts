/**
 * The queue module's public face (docs/decisions/023, 103): the modules that own a queue's items
 * read their claims for a page at once and end them when a decision is taken.
 */
export { claimOf, claimsFor, releaseClaim } from './claims-service';
