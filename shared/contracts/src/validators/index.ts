export * from './vin.js';
export * from './tsb-code.js';
export * from './step-time.js';
export * from './password.js';
export * from './date-range.js';
export * from './link.js';
export * from './whole-number.js';
