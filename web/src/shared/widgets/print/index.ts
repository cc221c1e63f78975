export { isOldInternetExplorer, printWithWatermark, type PrintEnvironment, type PrintOptions } from './print';
export { usePrint, useWatermarkText, Watermark } from './watermark';
export { watermarkDataUrl, watermarkStyle, watermarkSvg, watermarkText } from './watermark-image';
export { openPrintPage, PRINT_DOCUMENT_KEY, PRINT_PAGE_PATH, readPrintDocument, type PrintDocument } from './print-document';
