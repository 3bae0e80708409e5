export * from './messages';
export * from './checks';
export * from './check-schemas';
export * from './postalCode';
export * from './sign-in-forms';
export * from './forms';
