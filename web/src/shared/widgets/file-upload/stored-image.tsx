import { useStoredFileUrl } from './use-stored-file-url';
import './stored-image.css';

export interface StoredImageProps {
  /** A stored file (/tis/file/…) or any other image address. */
  src: string;
  alt: string;
  className?: string;
}

/**
 * An image that may be a stored file: those are downloaded with the session token (an <img> cannot
 * send it) and shown from an object URL; until then, or when the download fails, a placeholder
 * carries the alt text.
 */
export function StoredImage({ src, alt, className }: StoredImageProps) {
  const url = useStoredFileUrl(src);
  if (url === null) return <span className={['tis-stored-image-placeholder', className].filter(Boolean).join(' ')} role="img" aria-label={alt} />;
  return <img src={url} alt={alt} className={className} />;
}
