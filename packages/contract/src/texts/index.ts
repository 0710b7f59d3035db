/**
 * The id/en text catalogues (docs/decisions/097), zod-free: `@portal/contract/texts` is cheap to
 * import from any web chunk and from the PDF workers.
 */
export * from './catalogue';
export * from './error-texts';
export * from './server-texts';
export * from './mail-texts';
export * from './notification-texts';
export * from './pdf-texts';
