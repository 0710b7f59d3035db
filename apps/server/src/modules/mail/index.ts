/**
 * The mail module's public face: `enqueueMail(tx, …)` inside a state change's transaction, the
 * dispatcher that sends after the commit, and the purge the maintenance runs (docs/decisions/028).
 */
export { createMailDispatcher } from './dispatcher';
export { enqueueMail, purgeMailQueue, type QueuedMail } from './queue';
