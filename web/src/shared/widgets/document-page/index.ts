export { DocumentById, type DocumentByIdProps } from './document-by-id';
export { DocumentReadingView, ReadingFrame, type DocumentReadingViewProps, type ReadingFrameProps } from './reading-frame';
export { useDocumentReading, type DocumentReading, type ReadingKind } from './use-document-reading';
export { useFavoriteToggle, type CacheFavorite } from './use-favorite-toggle';
