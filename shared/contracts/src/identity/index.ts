export * from './identity.js';
export * from './accounts.js';
