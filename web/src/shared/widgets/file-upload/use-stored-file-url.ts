import { useEffect, useState } from 'react';
import { isStoredFilePath, storedFileUrl } from './stored-file-url';

/**
 * The address an <img>, <audio> or <video> can load for `src`: a stored file (/tis/file/…) is
 * downloaded with the session token and given as an object URL (null until then, and when the
 * download fails); any other address as it is.
 */
export function useStoredFileUrl(src: string): string | null {
  const stored = isStoredFilePath(src);
  const [loaded, setLoaded] = useState<{ src: string; url: string } | null>(null);

  useEffect(() => {
    if (!stored) return;
    let live = true;
    storedFileUrl(src).then(
      (url) => {
        if (live) setLoaded({ src, url });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [src, stored]);

  if (!stored) return src;
  return loaded?.src === src ? loaded.url : null;
}
