import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { clientEnvironment } from '../../api/client-environment';
import { saveObjectUrl } from '../../features/translations/import-file';
import { useText } from '../../i18n/use-text';
import { LockButton, type PageParams } from '../admin';
import { useListExport } from './resource-api';

export interface ListExportButtonProps {
  /** The list's export path in the contracts (`<base>/<path>/export`). */
  exportPath: string;
  /** The list's query: its filters are exported, not its page. */
  params: PageParams;
  /** The saved file's name before the day (`cases` → cases-2026-11-26.xlsx). */
  fileName: string;
  testId: string;
}

/** "Export" of a list that is not a resource: the rows of its filters as a workbook the browser saves. */
export function ListExportButton({ exportPath, params, fileName, testId }: ListExportButtonProps) {
  const { t } = useText();
  const { download, downloading } = useListExport(exportPath);
  const save = async (): Promise<void> => {
    const filters = Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'pageNo' && key !== 'pageSize'));
    const answer = await download(filters);
    if ('data' in answer && answer.data) saveObjectUrl(answer.data, `${fileName}-${dayjs().format('YYYY-MM-DD')}.xlsx`);
    else if ('data' in answer) clientEnvironment().notifier.message('error', t('common.excel.downloadFailed'));
  };
  return (
    <LockButton icon={<DownloadOutlined />} loading={downloading} onClick={() => void save()} data-testid={testId}>
      {t('common.excel.export')}
    </LockButton>
  );
}
