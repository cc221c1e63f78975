import { commonHeaders } from '../../../api/base-query';
import { clientEnvironment } from '../../../api/client-environment';

/** Paths of stored files (spec section 7: /file and /miniofile under /tis). */
export function isStoredFilePath(src: string): boolean {
  return /^\/tis\/(file|miniofile)\//.test(src);
}

// One download per path and page life; the object URLs stay valid while the page is open.
const loaded = new Map<string, Promise<string>>();

/**
 * A URL an <img> can show for a stored file. The gateway serves /tis/file/… only with the
 * Authorization header (or a signed link), which an <img> does not send: the file is fetched with
 * the session's headers and shown from an object URL. Other sources are returned as they are.
 */
export function storedFileUrl(src: string): Promise<string> {
  if (!isStoredFilePath(src)) return Promise.resolve(src);
  let url = loaded.get(src);
  if (!url) {
    const env = clientEnvironment();
    url = env.fetch(src, { headers: commonHeaders(env) }).then(async (response) => {
      if (!response.ok) throw new Error(`TIS: ${src} answered ${response.status}`);
      return URL.createObjectURL(await response.blob());
    });
    // A failed download is tried again next time (unless a newer session has asked for it already).
    const mine = url;
    url.catch(() => {
      if (loaded.get(src) === mine) loaded.delete(src);
    });
    loaded.set(src, url);
  }
  return url;
}

/**
 * Forgets every downloaded file (and frees its object URL): a session that ends takes its files
 * with it, so the next user's screens fetch them again under their own token and rights.
 */
export function forgetStoredFiles(): void {
  for (const url of loaded.values()) {
    url.then((objectUrl) => URL.revokeObjectURL(objectUrl), () => undefined);
  }
  loaded.clear();
}

/** Attribute that holds a stored file's path until storedFileUrl has it (see showStoredImages). */
export const STORED_SRC_ATTRIBUTE = 'data-stored-src';

/** Moves the src of stored-file images to data-stored-src, so the browser does not load them without the token. */
export function deferStoredImages(root: ParentNode): void {
  for (const img of root.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    if (!isStoredFilePath(src)) continue;
    img.setAttribute(STORED_SRC_ATTRIBUTE, src);
    img.removeAttribute('src');
  }
}

/** Gives the deferred images their object URLs; resolves when every one is shown or has failed. */
export async function showStoredImages(root: ParentNode): Promise<void> {
  const images = [...root.querySelectorAll<HTMLImageElement>(`img[${STORED_SRC_ATTRIBUTE}]`)];
  await Promise.all(
    images.map(async (img) => {
      try {
        img.src = await storedFileUrl(img.getAttribute(STORED_SRC_ATTRIBUTE) ?? '');
      } catch {
        img.alt = img.alt || (img.getAttribute(STORED_SRC_ATTRIBUTE) ?? '');
      }
    }),
  );
}

/** Saves a stored file (fetched with the session token) or a public URL under `fileName`. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const href = isStoredFilePath(url) ? await storedFileUrl(url) : url;
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
