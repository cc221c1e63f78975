import { useState } from 'react';
import { DownloadOutlined, FileExcelOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Upload } from 'antd';
import dayjs from 'dayjs';
import { excelFileName, RESOURCE_IMPORT_MAX_BYTES, type ResourceDescriptor, type ResourceImportResult } from '@tis/contracts';
import { clientEnvironment } from '../../api/client-environment';
import { ImportReportDialog } from '../../features/translations/components/import-report-dialog';
import { saveObjectUrl } from '../../features/translations/import-file';
import type { WebTextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';
import { LockButton, type PageParams } from '../admin';
import { resourceEndpoints, type ResourceTags } from './resource-api';

const MB = 1024 * 1024;

/** Why a chosen import file is not sent (an .xlsx of at most 10 MB, spec sections 5 and 9), or null. */
export function excelFileProblem(file: { name: string; size: number }): WebTextKey | null {
  if (!/\.xlsx$/i.test(file.name)) return 'common.excel.wrongType';
  if (file.size > RESOURCE_IMPORT_MAX_BYTES) return 'common.excel.tooLarge';
  return null;
}

export interface ResourceExcelButtonsProps<D extends ResourceDescriptor> {
  resource: D;
  /** The list's current query: the export takes its keyword and filters. */
  params: PageParams;
  /** Whether the role may import and export (the descriptor's action keys, else the page). */
  mayImport: boolean;
  mayExport: boolean;
  invalidates?: ResourceTags;
  /** Prefixes the test ids (`post-import`, `post-export`, `post-template`, `post-import-dialog`). */
  testId: string;
}

/**
 * The Excel buttons of a resource with `excel` (ADR 0018): export of the list's keyword and
 * filters, the import template, and import — a dialog to drop an .xlsx on (spec section 5: drag
 * and drop, template download). The server imports all rows or none; its report opens afterwards,
 * listing each problem by row and column when it refused the file (the dialog stays open for the
 * corrected file).
 */
export function ResourceExcelButtons<D extends ResourceDescriptor>({ resource, params, mayImport, mayExport, invalidates, testId }: ResourceExcelButtonsProps<D>) {
  const { t } = useText();
  const api = resourceEndpoints(resource, invalidates);
  const { importFile, importing } = api.useImport();
  const { download, downloading } = api.useDownload();
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<ResourceImportResult | null>(null);
  const size = RESOURCE_IMPORT_MAX_BYTES / MB;
  const notify = (level: 'warning' | 'error', key: WebTextKey) => clientEnvironment().notifier.message(level, t(key, { size }));

  const runImport = async (file: File): Promise<void> => {
    const problem = excelFileProblem(file);
    if (problem) {
      notify('warning', problem);
      return;
    }
    const answer = await importFile(file);
    if (!('data' in answer) || !answer.data) return; // the client has shown why
    setReport(answer.data);
    if (answer.data.imported) setOpen(false);
  };

  const save = async (file: 'export' | 'template'): Promise<void> => {
    // The export takes the list's keyword and filters, not its page.
    const filters = Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'pageNo' && key !== 'pageSize'));
    const answer = await download(file, file === 'export' ? filters : undefined);
    if ('data' in answer && answer.data) saveObjectUrl(answer.data, excelFileName(resource, file, dayjs().format('YYYY-MM-DD')));
    else if ('data' in answer) notify('error', 'common.excel.downloadFailed');
  };

  const template = (id: string) => (
    <LockButton icon={<FileExcelOutlined />} onClick={() => void save('template')} data-testid={id}>
      {t('common.excel.template')}
    </LockButton>
  );

  return (
    <>
      {mayImport && (
        <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid={`${testId}-import`}>
          {t('common.excel.import')}
        </Button>
      )}
      {mayExport && (
        <LockButton icon={<DownloadOutlined />} loading={downloading} onClick={() => void save('export')} data-testid={`${testId}-export`}>
          {t('common.excel.export')}
        </LockButton>
      )}
      {template(`${testId}-template`)}
      <Modal open={open} title={t('common.excel.importTitle')} onCancel={() => setOpen(false)} footer={template(`${testId}-import-template`)} destroyOnHidden data-testid={`${testId}-import-dialog`}>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          disabled={importing}
          beforeUpload={(file) => {
            void runImport(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('common.excel.drop')}</p>
          <p className="ant-upload-hint">{t('common.excel.importHint', { size })}</p>
        </Upload.Dragger>
      </Modal>
      <ImportReportDialog result={report} onClose={() => setReport(null)} />
    </>
  );
}
