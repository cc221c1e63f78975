export { DiagnosisServiceModule, DIAGNOSIS_SERVICE } from './diagnosis.module.js';
