import { textKey, type TextRef } from '../../../i18n/keys';

export interface PixelSize {
  width: number;
  height: number;
}

/** The pixel size of an image file as the browser decodes it; null when it cannot. */
export async function imageFileSize(file: Blob): Promise<PixelSize | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** A FileUpload `check` for images of exactly this size (homepage images 1600 x 400, app icons 96 x 96). */
export function exactImageSize({ width, height }: PixelSize): (file: File) => Promise<TextRef | null> {
  return async (file) => {
    const size = await imageFileSize(file);
    if (!size) return textKey('widgets.upload.imageUnreadable');
    if (size.width === width && size.height === height) return null;
    return textKey('widgets.upload.imageSize', { width, height, actualWidth: size.width, actualHeight: size.height });
  };
}
