import { useState } from 'react';
import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import dayjs from 'dayjs';
import { VEHICLE_IMPORT_MAX_BYTES, VIN_IMPORT_MAX, type TranslationImportResult, type VehicleImportResult } from '@tis/contracts';
import { clientEnvironment } from '../../../api/client-environment';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { LockButton, type PageParams } from '../../../shared/admin';
import { ImportReportDialog } from '../../translations/components/import-report-dialog';
import { importSummary, saveObjectUrl, type ImportSummary } from '../../translations/import-file';
import { useImportVehiclesMutation, useVehicleDownloadMutation, type VehicleDownload } from '../api/vehicles-api';

const MB = 1024 * 1024;

/** Why a chosen import file is not sent (an .xlsx of at most 10 MB, spec section 9), or null. */
export function importFileProblem(file: { name: string; size: number }): TextKey | null {
  if (!/\.xlsx$/i.test(file.name)) return 'vehicles.import.wrongType';
  if (file.size > VEHICLE_IMPORT_MAX_BYTES) return 'vehicles.import.tooLarge';
  return null;
}

/**
 * The import answer as the import report shows it: the server's report (a vehicle import only
 * adds rows), or its message (e.g. "More than 50000 VINs are not processed") as a problem of the
 * file as a whole — nothing was imported then.
 */
export function importReport(answer: VehicleImportResult | string): TranslationImportResult {
  if (typeof answer === 'string') return { imported: false, rows: 0, created: 0, updated: 0, unchanged: 0, problems: [{ row: 0, column: null, message: answer }] };
  return { ...answer, updated: 0, unchanged: 0 };
}

/** The report's headline: a vehicle import only adds rows, so it counts the added ones; a refused import reads as any other. */
export function vehicleImportSummary(result: TranslationImportResult): ImportSummary {
  return result.imported ? { key: 'vehicles.import.done', params: { created: result.created } } : importSummary(result);
}

/** The filters of a list query without its paging: what the export takes. */
export function exportParams(params: PageParams): PageParams {
  return Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'pageNo' && key !== 'pageSize'));
}

function isImportResult(value: unknown): value is VehicleImportResult {
  return typeof value === 'object' && value !== null && Array.isArray((value as { problems?: unknown }).problems);
}

/**
 * The Excel buttons of /vehicle: import (an .xlsx in the template's columns, all rows or none, at
 * most 50000 VINs; the report opens afterwards — the translations' import report, the same shape),
 * export of the filtered list and the template.
 */
export function VehicleFileButtons({ filters }: { filters: PageParams }) {
  const { t } = useText();
  const [importVehicles, { isLoading: importing }] = useImportVehiclesMutation();
  const [download, { isLoading: downloading }] = useVehicleDownloadMutation();
  const [report, setReport] = useState<TranslationImportResult | null>(null);
  const notify = (key: TextKey) => clientEnvironment().notifier.message('warning', t(key, { size: VEHICLE_IMPORT_MAX_BYTES / MB }));

  const runImport = async (file: File) => {
    const problem = importFileProblem(file);
    if (problem) {
      notify(problem);
      return;
    }
    const answer = await importVehicles(file);
    if (!('data' in answer)) return; // the client has shown why
    if (isImportResult(answer.data) || (typeof answer.data === 'string' && answer.data.trim() !== '')) setReport(importReport(answer.data));
    else notify('error.uploadFailed');
  };

  const save = async (request: VehicleDownload, fileName: string) => {
    const answer = await download(request);
    if ('data' in answer && answer.data) saveObjectUrl(answer.data, fileName);
    else if ('data' in answer) notify('vehicles.export.failed');
  };

  return (
    <>
      <Upload
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        beforeUpload={(file) => {
          void runImport(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <LockButton icon={<UploadOutlined />} loading={importing} title={t('vehicles.import.hint', { max: VIN_IMPORT_MAX })} data-testid="vehicle-import">
          {t('vehicles.import.button')}
        </LockButton>
      </Upload>
      <LockButton
        icon={<DownloadOutlined />}
        loading={downloading}
        onClick={() => void save({ file: 'export', params: filters }, `vehicles-${dayjs().format('YYYY-MM-DD')}.xlsx`)}
        data-testid="vehicle-export"
      >
        {t('vehicles.export.button')}
      </LockButton>
      <LockButton icon={<FileExcelOutlined />} onClick={() => void save({ file: 'template' }, 'vehicle-import-template.xlsx')} data-testid="vehicle-template">
        {t('vehicles.import.template')}
      </LockButton>
      <ImportReportDialog result={report} onClose={() => setReport(null)} summarize={vehicleImportSummary} />
    </>
  );
}
