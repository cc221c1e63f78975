import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  HOMEPAGE_IMAGE_LINK_MAX,
  HOMEPAGE_IMAGE_SIZE,
  HOMEPAGE_IMAGE_SORT_MAX,
  HOMEPAGE_IMAGE_TITLE_MAX,
  type HomepageImageView,
  linkTarget,
  LIMITS,
} from '@tis/contracts';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space, Switch, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Text } from '../../../i18n/text';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, DeleteButton, EditModal, FilterBar, PagedTable, settleSave, toPageParams, useEditModal, usePageQuery } from '../../../shared/admin';
import { exactImageSize, FileUpload, StoredImage, type UploadedFile } from '../../../shared/widgets/file-upload';
import { useCreateHomepageImageMutation, useDeleteHomepageImageMutation, useHomepageImageListQuery, useUpdateHomepageImageMutation } from '../api/homepage-images-api';
import './homepage-image-page.css';

const DAY_FORMAT = 'YYYY-MM-DD';
/** Image types a homepage image may have (the server reads the size of these). */
const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;
const checkSize = exactImageSize(HOMEPAGE_IMAGE_SIZE);

type Period = [string | null, string | null];

interface HomepageImageForm {
  title: string;
  image: UploadedFile[];
  link?: string;
  sortNo: number;
  enabled: boolean;
  period?: Period;
}

type Filters = { enabled?: 'true' | 'false' };

/** The stored image of a row as the upload field's value. */
function imageValue(row: HomepageImageView): UploadedFile[] {
  return [{ id: row.id, originalName: row.imageUrl.split('/').pop() ?? row.title, contentType: '', size: 0, url: row.imageUrl }];
}

function periodText(row: HomepageImageView, always: string): string {
  if (!row.startDate && !row.endDate) return always;
  return `${row.startDate ?? '…'} ~ ${row.endDate ?? '…'}`;
}

/** /MainpageImageList: the images of the home page's carousel (exactly 1600 x 400, spec section 9). */
export function HomepageImagePage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<Filters>();
  const { data, isFetching } = useHomepageImageListQuery(toPageParams(query));
  const [create] = useCreateHomepageImageMutation();
  const [update] = useUpdateHomepageImageMutation();
  const [remove] = useDeleteHomepageImageMutation();
  const edit = useEditModal<HomepageImageView>();
  const [form] = Form.useForm<HomepageImageForm>();
  // Undefined until the dialog's form has its values.
  const chosen = Form.useWatch('image', form) as UploadedFile[] | undefined;
  const { width, height } = HOMEPAGE_IMAGE_SIZE;

  const save = async (values: HomepageImageForm): Promise<boolean> => {
    const [start, end] = values.period ?? [null, null];
    const body = {
      title: values.title,
      imageUrl: values.image[0]?.url ?? '',
      link: values.link?.trim() ? values.link.trim() : null,
      sortNo: values.sortNo,
      enabled: values.enabled,
      startDate: start,
      endDate: end,
    };
    return settleSave(edit.record ? await update({ id: edit.record.id, body: { ...body, version: edit.record.version } }) : await create(body));
  };

  const columns: TableColumnsType<HomepageImageView> = [
    {
      title: t('homepageImages.field.image'),
      key: 'image',
      width: 200,
      render: (_, row) => <StoredImage src={row.imageUrl} alt={row.title} className="tis-homepage-image-thumb" />,
    },
    { title: t('homepageImages.field.title'), dataIndex: 'title', key: 'title', ellipsis: true },
    { title: t('homepageImages.field.link'), dataIndex: 'link', key: 'link', width: 180, ellipsis: true },
    { title: t('homepageImages.field.sortNo'), dataIndex: 'sortNo', key: 'sortNo', width: 90 },
    {
      title: t('homepageImages.field.enabled'),
      key: 'enabled',
      width: 100,
      render: (_, row) => (row.enabled ? <Tag color="green">{t('homepageImages.enabled.yes')}</Tag> : <Tag>{t('homepageImages.enabled.no')}</Tag>),
    },
    { title: t('homepageImages.field.period'), key: 'period', width: 210, render: (_, row) => periodText(row, t('homepageImages.field.periodOpen')) },
    { title: t('homepageImages.field.updatedAt'), key: 'updatedAt', width: 170, render: (_, row) => dayjs(row.updatedAt).format('YYYY-MM-DD HH:mm:ss') },
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => edit.openEdit(row)} data-testid="row-edit">
            {t('common.action.edit')}
          </Button>
          <DeleteButton name={row.title} onConfirm={async () => settleSave(await remove(row.id))} />
        </Space>
      ),
    },
  ];

  const initialValues: Partial<HomepageImageForm> = edit.record
    ? {
        title: edit.record.title,
        image: imageValue(edit.record),
        link: edit.record.link ?? '',
        sortNo: edit.record.sortNo,
        enabled: edit.record.enabled,
        period: [edit.record.startDate, edit.record.endDate],
      }
    : { image: [], sortNo: 0, enabled: true };

  return (
    <AdminListPage
      title={t('homepageImages.list.pageTitle')}
      data-testid="homepage-image-page"
      filters={
        <FilterBar<Filters> keyword={{ placeholder: t('homepageImages.list.keywordPlaceholder') }} onSearch={search}>
          <Form.Item name="enabled" label={t('homepageImages.field.enabled')}>
            <Select
              allowClear
              placeholder={t('homepageImages.filter.all')}
              style={{ width: 140 }}
              data-testid="filter-enabled"
              options={[
                { value: 'true', label: t('homepageImages.enabled.yes') },
                { value: 'false', label: t('homepageImages.enabled.no') },
              ]}
            />
          </Form.Item>
        </FilterBar>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={edit.openCreate} data-testid="homepage-image-add">
          {t('homepageImages.list.add')}
        </Button>
      }
      dialogs={
        <EditModal<HomepageImageForm>
          open={edit.open}
          form={form}
          title={edit.record ? t('homepageImages.list.edit') : t('homepageImages.list.add')}
          initialValues={initialValues}
          width={720}
          onSubmit={save}
          onClose={edit.close}
        >
          <Form.Item
            name="image"
            label={t('homepageImages.field.image')}
            extra={t('homepageImages.field.imageHint', { width, height })}
            rules={[{ required: true, type: 'array', min: 1, message: <Text k="validation.homepageImage.imageRequired" /> }]}
            required
          >
            <FileUpload category="image" accept={IMAGE_TYPES} maxBytes={LIMITS.imageBytes} check={checkSize} />
          </Form.Item>
          {chosen?.[0] && <StoredImage src={chosen[0].url} alt={t('homepageImages.field.image')} className="tis-homepage-image-preview" />}
          <Form.Item name="title" label={t('homepageImages.field.title')} rules={[{ required: true, whitespace: true, message: <Text k="validation.required" /> }]} required>
            <Input maxLength={HOMEPAGE_IMAGE_TITLE_MAX} data-testid="homepage-image-title" />
          </Form.Item>
          <Form.Item
            name="link"
            label={t('homepageImages.field.link')}
            extra={t('homepageImages.field.linkHint')}
            rules={[{ validator: (_rule, value?: string) => (!value?.trim() || linkTarget(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('validation.homepageImage.link')))) }]}
          >
            <Input maxLength={HOMEPAGE_IMAGE_LINK_MAX} placeholder="/BulletinList" data-testid="homepage-image-link" />
          </Form.Item>
          <Space size="large" align="start" wrap>
            <Form.Item name="sortNo" label={t('homepageImages.field.sortNo')} rules={[{ required: true, message: <Text k="validation.required" /> }]} required>
              <InputNumber min={0} max={HOMEPAGE_IMAGE_SORT_MAX} precision={0} data-testid="homepage-image-sort" />
            </Form.Item>
            <Form.Item name="enabled" label={t('homepageImages.field.enabled')} valuePropName="checked">
              <Switch data-testid="homepage-image-enabled" />
            </Form.Item>
            <Form.Item
              name="period"
              label={t('homepageImages.field.period')}
              getValueProps={(value: Period | undefined) => ({ value: value ? [value[0] ? dayjs(value[0]) : null, value[1] ? dayjs(value[1]) : null] : null })}
              normalize={(value: [Dayjs | null, Dayjs | null] | null): Period => [value?.[0]?.format(DAY_FORMAT) ?? null, value?.[1]?.format(DAY_FORMAT) ?? null]}
            >
              <DatePicker.RangePicker allowEmpty={[true, true]} format={DAY_FORMAT} data-testid="homepage-image-period" />
            </Form.Item>
          </Space>
        </EditModal>
      }
    >
      <PagedTable<HomepageImageView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
