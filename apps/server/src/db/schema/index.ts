export * from './users';
export * from './companies';
export * from './system';
export * from './catalogue';
export * from './fees';
export * from './applications';
export * from './invoices';
export * from './sequences';
