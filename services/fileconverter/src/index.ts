export { FileconverterServiceModule, FILECONVERTER_SERVICE } from './fileconverter.module.js';
