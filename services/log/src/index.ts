export { LogServiceModule, LOG_SERVICE } from './log.module.js';
