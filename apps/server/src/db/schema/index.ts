export * from './users';
export * from './companies';
export * from './system';
