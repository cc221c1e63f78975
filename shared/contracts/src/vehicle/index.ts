export * from './vehicle-fields.js';
export * from './vin-check.js';
export * from './master-data.js';
export * from './vehicles.js';
export * from './settings.js';
export * from './vehicle-resources.js';
export * from './alignment-standards.js';
