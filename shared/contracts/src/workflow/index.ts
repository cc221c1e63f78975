export * from './workflow.js';
export * from './document-workflows.js';
export * from './state-machine.js';
