import type { ReactNode } from 'react';
import { Image, Space } from 'antd';
import { useText } from '../../../i18n/use-text';
import { useStoredFileUrl } from '../../../shared/widgets/file-upload';
import type { CaseMediaKind } from '../case-form';

/** The file name at the end of a stored file's path. */
export function fileNameOf(url: string): string {
  return decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)) || url;
}

/** A photo of a row as a thumbnail; a click opens antd's preview (inside an Image.PreviewGroup: all the row's photos). */
export function CasePhoto({ src, alt }: { src: string; alt: string }) {
  const url = useStoredFileUrl(src);
  if (url === null) return <span className="tis-case-photo tis-stored-image-placeholder" role="img" aria-label={alt} />;
  return <Image src={url} alt={alt} width={96} height={96} className="tis-case-photo" />;
}

/** An audio clip or a video of a row with the browser's player (stored files are loaded with the session token). */
export function CasePlayer({ kind, src }: { kind: 'audio' | 'video'; src: string }) {
  const url = useStoredFileUrl(src) ?? undefined;
  const name = fileNameOf(src);
  return kind === 'audio' ? (
    <audio controls preload="none" src={url} aria-label={name} className="tis-case-audio" data-testid="case-audio" />
  ) : (
    <video controls preload="metadata" src={url} aria-label={name} className="tis-case-video" data-testid="case-video" />
  );
}

export interface CaseMediaListProps {
  kind: CaseMediaKind;
  urls: readonly string[];
  /** Shown after each file (the editor's remove button). */
  after?: (url: string, index: number) => ReactNode;
}

/** The files of one medium of a row: photos as previewable thumbnails, audio and video with players. */
export function CaseMediaList({ kind, urls, after }: CaseMediaListProps) {
  const { t } = useText();
  if (urls.length === 0) return null;
  if (kind === 'images') {
    return (
      <Image.PreviewGroup>
        <Space size={8} wrap className="tis-case-media" data-testid="case-photos">
          {urls.map((url, index) => (
            <span key={url} className="tis-case-media-item">
              <CasePhoto src={url} alt={t('cases.media.photoAlt', { n: index + 1 })} />
              {after?.(url, index)}
            </span>
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  }
  return (
    <Space size={8} wrap className="tis-case-media">
      {urls.map((url, index) => (
        <span key={url} className="tis-case-media-item">
          <CasePlayer kind={kind} src={url} />
          {after?.(url, index)}
        </span>
      ))}
    </Space>
  );
}
