export * from './resource.controller.js';
export * from './versioned-crud.service.js';
export * from './resource-excel.js';
