export * from './identity-codes.js';
export * from './identity.js';
export * from './accounts.js';
