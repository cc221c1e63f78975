export { DocumentById, type DocumentByIdProps } from './document-by-id';
