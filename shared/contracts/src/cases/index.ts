export * from './case-parameters.js';
export * from './claim-cases.js';
export * from './document-kernel.js';
export * from './repair-cases.js';
