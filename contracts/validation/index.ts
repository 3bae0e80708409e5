export * from './messages';
export * from './checks';
export * from './postalCode';
export * from './forms';
