import { Checkbox, Form, Input, Select } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { BULLETIN_ATTACHMENT_UPLOAD, BULLETIN_ATTACHMENTS_MAX, BULLETIN_TITLE_MAX_LENGTH, bulletinValuesSchema, USER_TYPES, type BulletinDetail, type UserType } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { EditModal, schemaRule, settleSave } from '../../../shared/admin';
import { codeLabel, useBrandOptionsQuery } from '../../../shared/vehicle-filters';
import { FileUpload, type UploadedFile } from '../../../shared/widgets/file-upload';
import { RichTextEditor } from '../../../shared/widgets/rich-text';
import { useBulletinDetailQuery, useCreateBulletinMutation, useUpdateBulletinMutation } from '../api/bulletins-api';

interface BulletinForm {
  title: string;
  content: string;
  userTypes: UserType[];
  brandCodes: string[];
  attachments: UploadedFile[];
}

const SHAPE = bulletinValuesSchema.shape;

/** A stored attachment as the upload widget holds files. */
function asUploaded({ url, name }: { url: string; name: string }): UploadedFile {
  return { id: url, originalName: name, url, contentType: '', size: 0 };
}

function formOf(detail: BulletinDetail | undefined): BulletinForm {
  return detail
    ? { title: detail.title, content: detail.content, userTypes: detail.userTypes, brandCodes: detail.brandCodes, attachments: detail.attachments.map(asUploaded) }
    : { title: '', content: '', userTypes: ['dealer'], brandCodes: [], attachments: [] };
}

export interface BulletinEditorProps {
  /** 'new' to write one, the id of a notice to edit it, null: closed. */
  target: string | null;
  onClose: () => void;
  /** After a save, with the saved notice. */
  onSaved?: (detail: BulletinDetail) => void;
}

/**
 * Writing or editing a notice (the notice staff): title, the user types and brands that read it,
 * the text in the rich-text editor and up to 10 attachments. An edit starts from the notice as the
 * server has it now, with its version, so a change made meanwhile is refused rather than overwritten.
 */
export function BulletinEditor({ target, onClose, onSaved }: BulletinEditorProps) {
  const { t } = useText();
  const editing = target !== null && target !== 'new' ? target : null;
  const { currentData: detail, isFetching } = useBulletinDetailQuery(editing ?? skipToken, { refetchOnMountOrArgChange: true });
  const { data: brands = [], isFetching: brandsLoading } = useBrandOptionsQuery(undefined);
  const [create] = useCreateBulletinMutation();
  const [update] = useUpdateBulletinMutation();
  const ready = editing === null || (detail?.id === editing && !isFetching);

  const save = async (values: BulletinForm) => {
    const body = {
      title: values.title,
      content: values.content,
      userTypes: values.userTypes,
      brandCodes: values.brandCodes,
      attachments: values.attachments.map((file) => ({ url: file.url, name: file.originalName })),
    };
    const result = editing && detail ? await update({ id: editing, body: { ...body, version: detail.version } }) : await create(body);
    const saved = settleSave(result);
    if (saved && 'data' in result && result.data) onSaved?.(result.data);
    return saved;
  };

  return (
    <EditModal<BulletinForm>
      // A new form for each notice: the fields start from that notice.
      key={editing ?? 'new'}
      open={target !== null && ready}
      title={t(editing ? 'bulletins.editor.editTitle' : 'bulletins.editor.addTitle')}
      width={900}
      initialValues={formOf(editing ? detail : undefined)}
      onSubmit={save}
      onClose={onClose}
      data-testid="bulletin-editor"
    >
      <Form.Item name="title" label={t('bulletins.field.title')} rules={[schemaRule(SHAPE.title, t)]}>
        <Input maxLength={BULLETIN_TITLE_MAX_LENGTH} showCount data-testid="bulletin-title" />
      </Form.Item>
      <Form.Item name="userTypes" label={t('bulletins.field.userTypes')} rules={[schemaRule(SHAPE.userTypes, t)]}>
        <Checkbox.Group options={USER_TYPES.map((type) => ({ value: type, label: t(`bulletins.userType.${type}`) }))} data-testid="bulletin-user-types" />
      </Form.Item>
      <Form.Item name="brandCodes" label={t('bulletins.field.brands')} extra={t('bulletins.field.brandsHint')}>
        <Select<string[]>
          mode="multiple"
          allowClear
          loading={brandsLoading}
          placeholder={t('bulletins.field.allBrands')}
          showSearch={{ optionFilterProp: 'label' }}
          options={brands.map((b) => ({ value: b.brandCode, label: codeLabel(b.brandCode, b.brandName) }))}
          data-testid="bulletin-brands"
        />
      </Form.Item>
      <Form.Item name="content" label={t('bulletins.field.content')} rules={[schemaRule(SHAPE.content, t)]}>
        <RichTextEditor allowEmpty minHeight={180} data-testid="bulletin-content" />
      </Form.Item>
      <Form.Item name="attachments" label={t('bulletins.field.attachments')} extra={t('bulletins.field.attachmentsHint')}>
        <FileUpload category={BULLETIN_ATTACHMENT_UPLOAD.category} maxBytes={BULLETIN_ATTACHMENT_UPLOAD.maxBytes} maxCount={BULLETIN_ATTACHMENTS_MAX} />
      </Form.Item>
    </EditModal>
  );
}
