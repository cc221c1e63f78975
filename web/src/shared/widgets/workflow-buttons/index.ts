export { WorkflowButtons, type WorkflowButtonsProps, type WorkflowStep } from './workflow-buttons';
export { KindWorkflowButtons, type KindWorkflowApi, type KindWorkflowButtonsProps } from './kind-workflow-buttons';
