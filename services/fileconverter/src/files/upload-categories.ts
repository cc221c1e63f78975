import type { SniffedType } from '@tis/nest';

const MB = 1024 * 1024;

/**
 * What each kind of upload accepts (spec section 5 and 9): images 20 MB of png, gif, jpeg, bmp
 * and icon; documents and attachments up to the 150 MB upload limit; videos mp4, avi, mov; the
 * audio clips of repair-case rows mp3, wav, m4a (the spec names no audio limit: the upload limit).
 */
export const UPLOAD_CATEGORIES = {
  image: { maxBytes: 20 * MB, kinds: ['png', 'jpeg', 'gif', 'bmp', 'ico'] },
  document: { maxBytes: 150 * MB, kinds: ['pdf', 'zip', 'ole2'] },
  video: { maxBytes: 150 * MB, kinds: ['mp4', 'mov', 'avi'] },
  audio: { maxBytes: 150 * MB, kinds: ['mp3', 'wav', 'm4a'] },
  attachment: { maxBytes: 150 * MB, kinds: ['png', 'jpeg', 'gif', 'bmp', 'ico', 'pdf', 'zip', 'ole2', 'mp4', 'mov', 'avi'] },
} as const satisfies Record<string, { maxBytes: number; kinds: readonly SniffedType['kind'][] }>;

export type UploadCategory = keyof typeof UPLOAD_CATEGORIES;
export const UPLOAD_CATEGORY_NAMES = Object.keys(UPLOAD_CATEGORIES) as [UploadCategory, ...UploadCategory[]];
