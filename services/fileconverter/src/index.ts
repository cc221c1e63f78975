export { FileconverterServiceModule, FILECONVERTER_SERVICE } from './fileconverter.module.js';
export { FilesService } from './files/files.service.js';
