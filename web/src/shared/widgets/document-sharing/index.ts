export { ShareDialog, type ShareDialogProps } from './share-dialog';
export { ReadersDrawer, type DocumentReader, type ReadersDrawerProps, type ReadersQueryHook } from './readers-drawer';
