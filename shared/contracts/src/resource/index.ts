export * from './resource.js';
export * from './resource-excel.js';
