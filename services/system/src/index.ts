export { SystemServiceModule, SYSTEM_SERVICE } from './system.module.js';
