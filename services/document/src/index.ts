export { DocumentServiceModule, DOCUMENT_SERVICE } from './document.module.js';
