import { useState } from 'react';
import { DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography, Upload, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  langCodeSchema,
  TRANSLATION_VALUE_MAX_LENGTH,
  translationKeySchema,
  translationValueSchema,
  type TranslationImportResult,
  type TranslationView,
} from '@tis/contracts';
import { clientEnvironment } from '../../../api/client-environment';
import { i18n } from '../../../i18n';
import { useText } from '../../../i18n/use-text';
import {
  AdminListPage,
  DeleteButton,
  EditModal,
  FilterBar,
  LockButton,
  PagedTable,
  schemaRule,
  settleMutation,
  toPageParams,
  useEditModal,
  usePageQuery,
} from '../../../shared/admin';
import {
  useCreateTranslationMutation,
  useDeleteTranslationMutation,
  useExportTranslationsMutation,
  useImportTranslationsMutation,
  useTranslationSearchQuery,
  useUpdateTranslationMutation,
} from '../api/translations-api';
import { ImportReportDialog } from '../components/import-report-dialog';
import { LanguageSelect } from '../components/language-select';
import { importFileProblem, saveObjectUrl } from '../import-file';
import { loadServerTexts } from '../server-texts';

interface TranslationFilters extends Record<string, string | undefined> {
  langCode?: string;
}

interface TranslationFormValues {
  key: string;
  langCode: string;
  value: string;
}

/** A change of the interface language's texts shows at once (the server list over the bundled texts). */
function refreshInterfaceTexts(): void {
  void loadServerTexts(i18n, i18n.language);
}

/**
 * /TisosTranslate: every text per key and language, paged on the server; add / edit / delete (each
 * recorded in the translation log), Excel import (all rows or none) and export.
 */
export function TranslationPage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<TranslationFilters>();
  const { data, isFetching } = useTranslationSearchQuery(toPageParams(query));
  const [createTranslation] = useCreateTranslationMutation();
  const [updateTranslation] = useUpdateTranslationMutation();
  const [deleteTranslation] = useDeleteTranslationMutation();
  const [importTranslations, { isLoading: importing }] = useImportTranslationsMutation();
  const [exportTranslations, { isLoading: exporting }] = useExportTranslationsMutation();
  const [report, setReport] = useState<TranslationImportResult | null>(null);
  const edit = useEditModal<TranslationView>();

  const changed = (ok: boolean): boolean => {
    if (ok) refreshInterfaceTexts();
    return ok;
  };

  const save = async (values: TranslationFormValues): Promise<boolean> => {
    if (edit.record) return changed(settleMutation(await updateTranslation({ id: edit.record.id, value: values.value, version: edit.record.version })));
    return changed(settleMutation(await createTranslation({ key: values.key.trim(), langCode: values.langCode, value: values.value })));
  };

  const runImport = async (file: File): Promise<void> => {
    const problem = importFileProblem(file);
    if (problem) {
      clientEnvironment().notifier.message('warning', t(problem));
      return;
    }
    const result = await importTranslations(file);
    if ('data' in result && result.data) {
      setReport(result.data);
      if (result.data.imported) refreshInterfaceTexts();
    }
  };

  const runExport = async (): Promise<void> => {
    const result = await exportTranslations(undefined);
    if ('data' in result && result.data) saveObjectUrl(result.data, `translations-${dayjs().format('YYYY-MM-DD')}.xlsx`);
    else if ('data' in result) clientEnvironment().notifier.message('error', t('translations.translate.exportFailed'));
  };

  const columns: TableColumnsType<TranslationView> = [
    { title: t('translations.translate.key'), dataIndex: 'key', key: 'key', width: 300 },
    { title: t('translations.translate.language'), dataIndex: 'langCode', key: 'langCode', width: 100 },
    {
      title: t('translations.translate.value'),
      dataIndex: 'value',
      key: 'value',
      render: (value: string) => (
        <Typography.Paragraph className="tis-translation-value" ellipsis={{ rows: 2, tooltip: value }} style={{ marginBottom: 0, maxWidth: 520 }}>
          {value}
        </Typography.Paragraph>
      ),
    },
    { title: t('translations.translate.updatedBy'), dataIndex: 'updatedBy', key: 'updatedBy', width: 110 },
    { title: t('translations.translate.updatedAt'), key: 'updatedAt', width: 150, render: (_, row) => dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm') },
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(row)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          <DeleteButton name={`${row.key} (${row.langCode})`} onConfirm={async () => changed(settleMutation(await deleteTranslation(row.id)))} />
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('translations.translate.pageTitle')}
      data-testid="translation-page"
      filters={
        <FilterBar<TranslationFilters> keyword={{ placeholder: t('translations.translate.searchPlaceholder') }} onSearch={search}>
          <Form.Item name="langCode" label={t('translations.translate.language')}>
            <LanguageSelect allowClear placeholder={t('translations.translate.allLanguages')} data-testid="filter-language" />
          </Form.Item>
        </FilterBar>
      }
      actions={
        <>
          <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid="translation-add">
            {t('translations.translate.add')}
          </Button>
          <Upload
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            showUploadList={false}
            beforeUpload={(file) => {
              void runImport(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <LockButton icon={<UploadOutlined />} loading={importing} title={t('translations.translate.importHint')} data-testid="translation-import">
              {t('translations.translate.import')}
            </LockButton>
          </Upload>
          <LockButton icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport()} data-testid="translation-export">
            {t('translations.translate.export')}
          </LockButton>
        </>
      }
      dialogs={
        <>
          <EditModal<TranslationFormValues>
            open={edit.open}
            title={edit.record ? t('translations.translate.edit') : t('translations.translate.add')}
            initialValues={edit.record ? { key: edit.record.key, langCode: edit.record.langCode, value: edit.record.value } : { langCode: query.langCode }}
            onSubmit={save}
            onClose={edit.close}
            width={640}
          >
            <Form.Item name="key" label={t('translations.translate.key')} rules={edit.record ? [] : [schemaRule(translationKeySchema, t)]}>
              <Input disabled={!!edit.record} placeholder="feature.page.element" data-testid="translation-key" />
            </Form.Item>
            <Form.Item name="langCode" label={t('translations.translate.language')} rules={edit.record ? [] : [schemaRule(langCodeSchema, t)]}>
              <LanguageSelect disabled={!!edit.record} data-testid="translation-language" />
            </Form.Item>
            <Form.Item name="value" label={t('translations.translate.value')} rules={[schemaRule(translationValueSchema, t)]}>
              <Input.TextArea rows={5} showCount maxLength={TRANSLATION_VALUE_MAX_LENGTH} data-testid="translation-value" />
            </Form.Item>
          </EditModal>
          <ImportReportDialog result={report} onClose={() => setReport(null)} />
        </>
      }
    >
      <PagedTable<TranslationView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
