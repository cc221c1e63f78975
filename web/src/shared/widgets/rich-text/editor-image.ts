import { LIMITS } from '@tis/contracts';
import { textKey, type TextRef } from '../../../i18n/keys';
import { extensionOf, formatSize } from '../file-upload/upload-rules';

type EditorImageType = (typeof LIMITS.editorImageTypes)[number];

/** The editor's image types of spec section 5 (png, gif, jpeg, bmp, icon) as MIME types and file extensions. */
const IMAGE_TYPES: Record<EditorImageType, { mime: readonly string[]; ext: readonly string[] }> = {
  png: { mime: ['image/png'], ext: ['png'] },
  gif: { mime: ['image/gif'], ext: ['gif'] },
  jpeg: { mime: ['image/jpeg', 'image/pjpeg'], ext: ['jpg', 'jpeg', 'jpe'] },
  bmp: { mime: ['image/bmp', 'image/x-ms-bmp'], ext: ['bmp'] },
  icon: { mime: ['image/x-icon', 'image/vnd.microsoft.icon'], ext: ['ico'] },
};

const MIME_TYPES = LIMITS.editorImageTypes.flatMap((type) => IMAGE_TYPES[type].mime);
const EXTENSIONS = LIMITS.editorImageTypes.flatMap((type) => IMAGE_TYPES[type].ext);

/** The file chooser's accept attribute. */
export const EDITOR_IMAGE_ACCEPT = [...MIME_TYPES, ...EXTENSIONS.map((ext) => `.${ext}`)].join(',');

/**
 * The editor's image upload limit. The spec gives "image editor upload limit 5000" without a unit;
 * it is read as kilobytes (LIMITS.editorImageKilobytes), about 4.9 MB, below the 20 MB of images.
 */
export const EDITOR_IMAGE_MAX_BYTES = LIMITS.editorImageKilobytes * 1024;

/** Why an image cannot go into the editor (translated), or null. Nothing is sent for a refused image. */
export function editorImageProblem(file: Pick<File, 'name' | 'size' | 'type'>): TextRef | null {
  const type = file.type.toLowerCase();
  const accepted = type === '' ? EXTENSIONS.includes(extensionOf(file.name)) : MIME_TYPES.includes(type);
  if (!accepted) return textKey('widgets.richText.imageType');
  if (file.size > EDITOR_IMAGE_MAX_BYTES) return textKey('widgets.richText.imageTooLarge', { size: formatSize(EDITOR_IMAGE_MAX_BYTES) });
  return null;
}
