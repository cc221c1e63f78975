export * from './workflow.js';
export * from './document-workflows.js';
