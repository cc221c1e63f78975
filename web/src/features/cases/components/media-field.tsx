import { useEffect, useRef, useState } from 'react';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { CASE_STEP_MEDIA_MAX, LIMITS } from '@tis/contracts';
import { clientEnvironment } from '../../../api/client-environment';
import { textKey, type TextRef } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { fileProblem, useUpload, type FileLimits, type UploadCategory } from '../../../shared/widgets/file-upload';
import type { CaseMediaKind } from '../case-form';
import { CaseMediaList, fileNameOf } from './case-media';

/** What each medium of a row takes (spec sections 5 and 9: images jpg, png, jpeg up to 20 MB; video mp4, avi, mov; uploads 150 MB). */
export const CASE_MEDIA: Record<CaseMediaKind, FileLimits & { category: UploadCategory; max: number; accept: readonly string[] }> = {
  images: { category: 'image', accept: ['jpg', 'png', 'jpeg'], maxBytes: LIMITS.imageBytes, max: CASE_STEP_MEDIA_MAX.images },
  audio: { category: 'audio', accept: ['mp3', 'wav', 'm4a'], maxBytes: LIMITS.uploadBytes, max: CASE_STEP_MEDIA_MAX.audio },
  video: { category: 'video', accept: ['mp4', 'avi', 'mov'], maxBytes: LIMITS.uploadBytes, max: CASE_STEP_MEDIA_MAX.video },
};

export interface MediaFieldProps {
  kind: CaseMediaKind;
  /** The stored files' paths (/tis/file/…), a form field value. */
  value?: readonly string[];
  onChange?: (urls: string[]) => void;
  disabled?: boolean;
  id?: string;
}

function refuse(text: TextRef): void {
  const env = clientEnvironment();
  env.notifier.message('error', env.translate(text));
}

/**
 * The photos, audio clips or videos of a case row: upload (several at once, the type, size and
 * count checked before anything is sent), thumbnails and players, and remove. The value is the
 * list of stored paths the case claims when it is saved.
 */
export function MediaField({ kind, value = [], onChange, disabled = false, id }: MediaFieldProps) {
  const { t } = useText();
  const { upload } = useUpload();
  const limits = CASE_MEDIA[kind];
  // The files of the last change: several uploads finish between two renders.
  const latest = useRef<readonly string[]>(value);
  const pending = useRef(0);
  const [busy, setBusy] = useState(0);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const emit = (next: readonly string[]) => {
    latest.current = next;
    onChange?.([...next]);
  };

  const add = async (file: File) => {
    const problem = fileProblem(file, limits);
    if (problem) return refuse(problem);
    if (latest.current.length + pending.current >= limits.max) return refuse(textKey('cases.media.tooMany', { max: limits.max }));
    pending.current += 1;
    setBusy(pending.current);
    try {
      const stored = await upload(file, limits.category);
      if (stored) emit([...latest.current, stored.url]);
    } finally {
      pending.current -= 1;
      setBusy(pending.current);
    }
  };

  const full = value.length >= limits.max;
  return (
    <div className="tis-case-media-field" data-testid={`media-${kind}`}>
      <CaseMediaList
        kind={kind}
        urls={value}
        after={(url) =>
          !disabled && (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('cases.media.remove', { name: fileNameOf(url) })}
              onClick={() => emit(latest.current.filter((u) => u !== url))}
              data-testid="media-remove"
            />
          )
        }
      />
      {!disabled && (
        <Upload
          id={id}
          accept={limits.accept.map((ext) => `.${ext}`).join(',')}
          multiple
          showUploadList={false}
          disabled={full}
          beforeUpload={(file) => {
            void add(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy > 0} disabled={full} data-testid={`media-${kind}-upload`}>
            {t(`cases.media.${kind}`)} ({value.length}/{limits.max})
          </Button>
        </Upload>
      )}
    </div>
  );
}
