export * from './countries';
export * from './states';
export * from './postalCodes';
export * from './carriers';
