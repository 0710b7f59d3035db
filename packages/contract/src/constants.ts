/** Constants only (no zod): cheap to import from any web chunk. */
export * from './limits';
export * from './statuses';
export * from './errors';
export * from './routes';
