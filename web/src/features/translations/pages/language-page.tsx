import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Switch, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { LANG_NAME_MAX_LENGTH, langCodeSchema, type LanguageView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import {
  AdminListPage,
  DeleteButton,
  EditModal,
  FilterBar,
  PagedTable,
  schemaRule,
  settleMutation,
  toPageParams,
  useEditModal,
  usePageQuery,
} from '../../../shared/admin';
import { useCreateLanguageMutation, useDeleteLanguageMutation, useLanguageListQuery, useUpdateLanguageMutation } from '../api/translations-api';

interface LanguageFilters extends Record<string, string | undefined> {
  supported?: string;
}

interface LanguageFormValues {
  langCode: string;
  langName: string;
  supported: boolean;
  sortNo: number;
}

/** /TisosLanguage: the stored language list (spec sections 1 and 3: langcode, langname), paged on the server. */
export function LanguagePage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<LanguageFilters>();
  const { data, isFetching } = useLanguageListQuery(toPageParams(query));
  const [createLanguage] = useCreateLanguageMutation();
  const [updateLanguage] = useUpdateLanguageMutation();
  const [deleteLanguage] = useDeleteLanguageMutation();
  const edit = useEditModal<LanguageView>();
  const required = { required: true, message: t('validation.required') };

  const save = async (values: LanguageFormValues): Promise<boolean> => {
    const fields = { langName: values.langName, supported: values.supported, sortNo: values.sortNo };
    if (edit.record) return settleMutation(await updateLanguage({ id: edit.record.id, ...fields, version: edit.record.version }));
    return settleMutation(await createLanguage({ langCode: values.langCode, ...fields }));
  };

  const columns: TableColumnsType<LanguageView> = [
    {
      title: t('translations.language.langCode'),
      dataIndex: 'langCode',
      key: 'langCode',
      render: (code: string, row) => (
        <Space size={4}>
          {code}
          {row.isDefault && <Tag color="blue">{t('translations.language.default')}</Tag>}
        </Space>
      ),
    },
    { title: t('translations.language.langName'), dataIndex: 'langName', key: 'langName' },
    {
      title: t('translations.language.supported'),
      dataIndex: 'supported',
      key: 'supported',
      render: (supported: boolean) => (
        <Tag color={supported ? 'green' : 'default'}>{t(supported ? 'translations.language.supportedYes' : 'translations.language.supportedNo')}</Tag>
      ),
    },
    { title: t('translations.language.sortNo'), dataIndex: 'sortNo', key: 'sortNo', align: 'right' },
    { title: t('translations.translate.updatedBy'), dataIndex: 'updatedBy', key: 'updatedBy' },
    { title: t('translations.translate.updatedAt'), key: 'updatedAt', render: (_, row) => dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm') },
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(row)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          <DeleteButton
            disabled={row.isDefault}
            name={`${row.langName} (${row.langCode})`}
            onConfirm={async () => settleMutation(await deleteLanguage(row.id))}
          />
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('translations.language.pageTitle')}
      data-testid="language-page"
      filters={
        <FilterBar<LanguageFilters> keyword={{ placeholder: t('translations.language.searchPlaceholder') }} onSearch={search}>
          <Form.Item name="supported" label={t('translations.language.supported')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={[
                { value: '1', label: t('translations.language.supportedYes') },
                { value: '0', label: t('translations.language.supportedNo') },
              ]}
              data-testid="filter-supported"
            />
          </Form.Item>
        </FilterBar>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid="language-add">
          {t('translations.language.add')}
        </Button>
      }
      dialogs={
        <EditModal<LanguageFormValues>
          open={edit.open}
          title={edit.record ? t('translations.language.edit') : t('translations.language.add')}
          initialValues={
            edit.record
              ? { langCode: edit.record.langCode, langName: edit.record.langName, supported: edit.record.supported, sortNo: edit.record.sortNo }
              : { supported: true, sortNo: (data?.total ?? 0) + 1 }
          }
          onSubmit={save}
          onClose={edit.close}
          width={480}
        >
          <Form.Item name="langCode" label={t('translations.language.langCode')} rules={edit.record ? [] : [schemaRule(langCodeSchema, t)]}>
            <Input disabled={!!edit.record} placeholder="fr_FR" data-testid="language-code" />
          </Form.Item>
          <Form.Item
            name="langName"
            label={t('translations.language.langName')}
            rules={[{ ...required, whitespace: true }, { max: LANG_NAME_MAX_LENGTH, message: t('validation.languageNameTooLong') }]}
          >
            <Input data-testid="language-name" />
          </Form.Item>
          <Form.Item name="sortNo" label={t('translations.language.sortNo')} rules={[required]}>
            <InputNumber min={0} max={9999} precision={0} data-testid="language-sort" />
          </Form.Item>
          <Form.Item name="supported" label={t('translations.language.supported')} valuePropName="checked">
            <Switch disabled={edit.record?.isDefault === true} data-testid="language-supported" />
          </Form.Item>
        </EditModal>
      }
    >
      <PagedTable<LanguageView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
