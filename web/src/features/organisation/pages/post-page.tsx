import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { ORG_CODE_MAX_LENGTH, ORG_NAME_MAX_LENGTH, type PostView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, DeleteButton, EditModal, FilterBar, PagedTable, settleSave, toPageParams, useEditModal, usePageQuery } from '../../../shared/admin';
import { useCreatePostMutation, useDeletePostMutation, usePostListQuery, useUpdatePostMutation } from '../api/organisation-api';
import { useOrganisationRules } from '../components/form-rules';
import { auditColumns } from '../components/row-audit';

interface PostForm {
  postCode: string;
  postName: string;
  remark?: string;
}

const REMARK_MAX_LENGTH = 500;

/** /BaseinfoUserPost: the posts (positions) users hold. */
export function PostPage() {
  const { t } = useText();
  const rules = useOrganisationRules();
  const { query, search, changePage } = usePageQuery();
  const { data, isFetching } = usePostListQuery(toPageParams(query));
  const [create] = useCreatePostMutation();
  const [update] = useUpdatePostMutation();
  const [remove] = useDeletePostMutation();
  const edit = useEditModal<PostView>();

  const save = async (values: PostForm): Promise<boolean> => {
    const remark = values.remark ?? null;
    return settleSave(
      edit.record
        ? await update({ id: edit.record.id, body: { postName: values.postName, remark, version: edit.record.version } })
        : await create({ postCode: values.postCode, postName: values.postName, remark }),
    );
  };

  const columns: TableColumnsType<PostView> = [
    { title: t('organisation.post.postCode'), dataIndex: 'postCode', key: 'postCode', width: 160 },
    { title: t('organisation.post.postName'), dataIndex: 'postName', key: 'postName', width: 220 },
    { title: t('organisation.post.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    ...auditColumns<PostView>(t),
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_, post) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(post)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          <DeleteButton name={`${post.postCode} ${post.postName}`} onConfirm={async () => settleSave(await remove(post.id))} />
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('organisation.post.pageTitle')}
      data-testid="post-page"
      filters={<FilterBar keyword={{ placeholder: t('organisation.common.codeOrName') }} onSearch={search} />}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid="post-add">
          {t('organisation.post.add')}
        </Button>
      }
      dialogs={
        <EditModal<PostForm>
          open={edit.open}
          title={edit.record ? t('organisation.post.edit') : t('organisation.post.add')}
          initialValues={edit.record ? { postCode: edit.record.postCode, postName: edit.record.postName, remark: edit.record.remark ?? '' } : {}}
          width={520}
          onSubmit={save}
          onClose={edit.close}
        >
          <Form.Item name="postCode" label={t('organisation.post.postCode')} rules={edit.record ? [] : rules.code} required={!edit.record}>
            <Input maxLength={ORG_CODE_MAX_LENGTH} disabled={edit.record !== null} data-testid="post-code" />
          </Form.Item>
          <Form.Item name="postName" label={t('organisation.post.postName')} rules={rules.name(ORG_NAME_MAX_LENGTH)} required>
            <Input maxLength={ORG_NAME_MAX_LENGTH} data-testid="post-name" />
          </Form.Item>
          <Form.Item name="remark" label={t('organisation.post.remark')} rules={rules.optional(REMARK_MAX_LENGTH)}>
            <Input.TextArea maxLength={REMARK_MAX_LENGTH} rows={3} />
          </Form.Item>
        </EditModal>
      }
    >
      <PagedTable<PostView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
