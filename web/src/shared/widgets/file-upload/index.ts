export { FileUpload, type FileUploadProps, type UploadTemplate } from './file-upload';
export { useUploadFileMutation, type UploadCategory, type UploadedFile } from './upload-api';
export { extensionOf, fileProblem, formatSize, uploadOutcome, type FileLimits, type UploadOutcome } from './upload-rules';
export { deferStoredImages, downloadFile, isStoredFilePath, showStoredImages, storedFileUrl } from './stored-file-url';
export { useUpload } from './use-upload';
export { exactImageSize, imageFileSize, type PixelSize } from './image-file-size';
export { StoredImage, type StoredImageProps } from './stored-image';
export { useStoredFileUrl } from './use-stored-file-url';
