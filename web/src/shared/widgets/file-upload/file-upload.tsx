import { useEffect, useRef, useState } from 'react';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { LIMITS } from '@tis/contracts';
import { Button, Upload, type UploadFile } from 'antd';
import { clientEnvironment } from '../../../api/client-environment';
import type { TextRef } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import type { UploadCategory, UploadedFile } from './upload-api';
import { fileProblem, formatSize } from './upload-rules';
import { downloadFile } from './stored-file-url';
import { useUpload } from './use-upload';
import './file-upload.css';

export interface UploadTemplate {
  /** A stored file (/tis/file/…, downloaded with the session token) or a public URL. */
  url: string;
  fileName: string;
}

export interface FileUploadProps {
  /** The server's upload category; it checks the file type by content. Default 'attachment'. */
  category?: UploadCategory;
  /** Accepted extensions of this screen, without the dot ('xlsx', 'xls'); absent: any type. */
  accept?: readonly string[];
  /** Size limit of this screen; default the 150 MB upload limit (spec section 9). */
  maxBytes?: number;
  /** How many files the field holds; default 1 (a new file replaces the old one). */
  maxCount?: number;
  /** A further check of the file before it is sent (e.g. exactImageSize): a problem stops it. */
  check?: (file: File) => Promise<TextRef | null>;
  /** Offers "Download the template" (spec section 2: file upload with template download). */
  template?: UploadTemplate;
  /** The uploaded files (a form field value). */
  value?: readonly UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  disabled?: boolean;
  id?: string;
}

function listItem(file: UploadedFile): UploadFile<UploadedFile> {
  return { uid: file.id, name: file.originalName, status: 'done', response: file };
}

function doneFiles(list: readonly UploadFile<UploadedFile>[]): UploadedFile[] {
  return list.flatMap((item) => (item.status === 'done' && item.response ? [item.response] : []));
}


/**
 * The file upload of spec sections 2 and 5: drag and drop or click, the screen's types and size
 * checked before anything is sent, the upload to the file service with the session token, and the
 * failure rules (empty data, code -1, the system-error text → "upload failed").
 */
export function FileUpload({
  category = 'attachment',
  accept,
  maxBytes = LIMITS.uploadBytes,
  maxCount = 1,
  check,
  template,
  value,
  onChange,
  disabled = false,
  id,
}: FileUploadProps) {
  const { t } = useText();
  const { upload } = useUpload();
  const [list, setList] = useState<UploadFile<UploadedFile>[]>(() => (value ?? []).map(listItem));
  // The files last given to onChange (or received): a different `value` comes from outside.
  const known = useRef<readonly UploadedFile[] | undefined>(value);

  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    setList((value ?? []).map(listItem));
  }, [value]);

  const emit = (next: readonly UploadFile<UploadedFile>[]) => {
    const files = doneFiles(next);
    known.current = files;
    onChange?.(files);
  };
  const size = formatSize(maxBytes);
  const hint = accept && accept.length > 0 ? t('widgets.upload.hint', { types: accept.join(', '), size }) : t('widgets.upload.hintAnyType', { size });

  return (
    <div className="tis-file-upload">
      <Upload.Dragger<UploadedFile>
        id={id}
        accept={accept?.map((ext) => `.${ext}`).join(',')}
        multiple={maxCount > 1}
        maxCount={maxCount}
        disabled={disabled}
        fileList={list}
        beforeUpload={async (file) => {
          const problem = fileProblem(file, { accept, maxBytes }) ?? (check ? await check(file) : null);
          if (!problem) return true;
          const env = clientEnvironment();
          env.notifier.message('error', env.translate(problem));
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          void upload(file as File, category).then((stored) => {
            if (stored) onSuccess?.(stored);
            else onError?.(new Error('upload failed'));
          });
        }}
        onChange={({ file, fileList }) => {
          setList(fileList);
          if (file.status === 'done' || file.status === 'removed') emit(fileList);
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('widgets.upload.drag')}</p>
        <p className="ant-upload-hint">{hint}</p>
      </Upload.Dragger>
      {template && (
        <Button type="link" className="tis-file-upload-template" icon={<DownloadOutlined />} onClick={() => void downloadFile(template.url, template.fileName)}>
          {t('widgets.upload.template')}
        </Button>
      )}
    </div>
  );
}
