export * from './case-parameters.js';
export * from './claim-cases.js';
export * from './document-kernel.js';
export * from './product-change.js';
export * from './quality-feedback.js';
export * from './repair-cases.js';
export * from './tech-proof.js';
