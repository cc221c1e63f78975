export { JobServiceModule, JOB_SERVICE } from './job.module.js';
