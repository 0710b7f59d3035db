export * from './calendar';
export * from './stats';
export * from './admin-stats';
export * from './analytics';
