export { WorkflowButtons, type WorkflowButtonsProps, type WorkflowStep } from './workflow-buttons';
