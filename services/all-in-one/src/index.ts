export * from './all-in-one.js';
