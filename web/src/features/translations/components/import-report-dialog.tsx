import { Alert, Modal, Table } from 'antd';
import type { TranslationImportProblem, TranslationImportResult } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { importSummary, type ImportSummary } from '../import-file';

export interface ImportReportDialogProps {
  result: TranslationImportResult | null;
  onClose: () => void;
  /** The summary line of an import (default: the translations' added / changed / unchanged). */
  summarize?: (result: TranslationImportResult) => ImportSummary;
}

/** The import report: what was applied, or every problem of the file (nothing was imported then); one OK button closes it. */
export function ImportReportDialog({ result, onClose, summarize = importSummary }: ImportReportDialogProps) {
  const { t } = useText();
  const summary = result ? summarize(result) : null;
  return (
    <Modal open={result !== null} title={t('translations.translate.importReportTitle')} onCancel={onClose} onOk={onClose} footer={(_, { OkBtn }) => <OkBtn />} width={720} data-testid="import-report">
      {result && summary && (
        <>
          <Alert type={result.imported ? 'success' : 'error'} showIcon title={t(summary.key, summary.params)} data-testid="import-summary" />
          {result.problems.length > 0 && (
            <Table<TranslationImportProblem & { n: number }>
              style={{ marginTop: 12 }}
              size="small"
              rowKey="n"
              pagination={false}
              scroll={{ y: 360 }}
              dataSource={result.problems.map((p, n) => ({ ...p, n }))}
              columns={[
                { title: t('translations.translate.problemRow'), dataIndex: 'row', key: 'row', width: 70, render: (row: number) => (row > 0 ? row : '') },
                { title: t('translations.translate.problemColumn'), dataIndex: 'column', key: 'column', width: 110 },
                { title: t('translations.translate.problemMessage'), dataIndex: 'message', key: 'message' },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
