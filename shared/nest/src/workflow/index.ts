export * from './workflow-document.entity.js';
export * from './workflow.migration.js';
export * from './document-transitions.js';
export * from './document-read.js';
