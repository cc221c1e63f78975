import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Col, Form, Input, Row, Select } from 'antd';
import {
  BULLETIN_ATTACHMENT_UPLOAD,
  createTechProveSchema,
  TECH_PROVE_ATTACHMENTS_MAX,
  TECH_PROVE_PARTS_MAX,
  TECH_PROVE_TITLE_MAX_LENGTH,
  type TechProveDetail,
} from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { EditModal, schemaRule } from '../../../shared/admin';
import { BrandSelect, ModelSelect, SeriesSelect, useClearOnChange } from '../../../shared/vehicle-filters';
import { FileUpload, type UploadedFile } from '../../../shared/widgets/file-upload';
import { RichTextEditor } from '../../../shared/widgets/rich-text';
import { useCreateTechProveMutation, useSettleTechProve, useTechProveDetailQuery, useUpdateTechProveMutation } from '../api/tech-proof-api';

/** The editor's form: what the proposer writes. */
export interface TechProveForm {
  title?: string;
  brandCode?: string;
  seriesCode?: string;
  modelCode?: string | null;
  description?: string;
  partCodes: string[];
  attachments: UploadedFile[];
}

/** A stored attachment as the upload widget holds files. */
const asUploaded = ({ url, name }: { url: string; name: string }): UploadedFile => ({ id: url, originalName: name, url, contentType: '', size: 0 });

export function techProveFormOf(detail: TechProveDetail | null): TechProveForm {
  if (!detail) return { partCodes: [], attachments: [], description: '' };
  return {
    title: detail.title,
    brandCode: detail.brandCode,
    seriesCode: detail.seriesCode,
    modelCode: detail.modelCode,
    description: detail.description,
    partCodes: [...detail.partCodes],
    attachments: detail.attachments.map(asUploaded),
  };
}

const SHAPE = createTechProveSchema.shape;
const CELL = { xs: 24, md: 8 } as const;

function VehicleFields() {
  const { t } = useText();
  const brandCode = Form.useWatch<string | undefined>('brandCode');
  const seriesCode = Form.useWatch<string | undefined>('seriesCode');
  const clearSeries = useClearOnChange('seriesCode', 'modelCode');
  const clearModel = useClearOnChange('modelCode');
  return (
    <Row gutter={16}>
      <Col {...CELL}>
        <Form.Item name="brandCode" label={t('techProve.field.brand')} rules={[schemaRule(SHAPE.brandCode, t)]}>
          <BrandSelect onChange={clearSeries} data-testid="tp-brand" />
        </Form.Item>
      </Col>
      <Col {...CELL}>
        <Form.Item name="seriesCode" label={t('techProve.field.series')} rules={[schemaRule(SHAPE.seriesCode, t)]}>
          <SeriesSelect brandCode={brandCode} onChange={clearModel} data-testid="tp-series" />
        </Form.Item>
      </Col>
      <Col {...CELL}>
        <Form.Item name="modelCode" label={t('techProve.field.model')}>
          <ModelSelect brandCode={brandCode} seriesCode={seriesCode} allowClear data-testid="tp-model" />
        </Form.Item>
      </Col>
    </Row>
  );
}

export interface TechProveEditorProps {
  /** The proof to edit (`id`), a new one (`id: null`), or null: closed. */
  target: { id: string | null } | null;
  onClose: () => void;
  onSaved?: (detail: TechProveDetail) => void;
}

/**
 * The technical proof editor: title, brand, series (of the brand), optional model, the fault in the
 * rich-text editor, the part codes concerned (typed, each once, upper-cased by the server) and up to
 * 10 attachments. An edit opens once the proof has loaded; the save sends the version read.
 */
export function TechProveEditor({ target, onClose, onSaved }: TechProveEditorProps) {
  const { t } = useText();
  const id = target?.id ?? null;
  const { currentData: detail } = useTechProveDetailQuery(id ?? skipToken);
  const opened = id === null ? null : detail?.id === id ? detail : undefined;
  const initialValues = useMemo(() => (opened === undefined ? undefined : techProveFormOf(opened)), [opened]);
  const settle = useSettleTechProve();
  const [create] = useCreateTechProveMutation();
  const [update] = useUpdateTechProveMutation();

  const save = async (values: TechProveForm) => {
    const body = {
      title: values.title ?? '',
      brandCode: values.brandCode ?? '',
      seriesCode: values.seriesCode ?? '',
      modelCode: values.modelCode ?? null,
      description: values.description ?? '',
      partCodes: values.partCodes,
      attachments: values.attachments.map((file) => ({ url: file.url, name: file.originalName })),
    };
    const saved = settle(opened ? await update({ id: opened.id, body: { ...body, version: opened.version } }) : await create(body));
    if (saved) onSaved?.(saved);
    return saved !== null;
  };

  return (
    <EditModal<TechProveForm>
      key={id ?? 'new'}
      open={target !== null && initialValues !== undefined}
      title={opened ? t('techProve.editor.editTitle', { code: opened.proveCode }) : t('techProve.editor.newTitle')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      width={900}
    >
      <Form.Item name="title" label={t('techProve.field.title')} rules={[schemaRule(SHAPE.title, t)]}>
        <Input maxLength={TECH_PROVE_TITLE_MAX_LENGTH} showCount data-testid="tp-title" />
      </Form.Item>
      <VehicleFields />
      <Form.Item name="description" label={t('techProve.field.description')} rules={[schemaRule(SHAPE.description, t)]}>
        <RichTextEditor allowEmpty minHeight={160} data-testid="tp-description" />
      </Form.Item>
      <Form.Item name="partCodes" label={t('techProve.field.partCodes')} extra={t('techProve.editor.partCodesHint')} rules={[schemaRule(SHAPE.partCodes, t)]}>
        <Select<string[]> mode="tags" open={false} maxCount={TECH_PROVE_PARTS_MAX} tokenSeparators={[',', ' ']} data-testid="tp-part-codes" />
      </Form.Item>
      <Form.Item name="attachments" label={t('techProve.field.attachments')}>
        <FileUpload category={BULLETIN_ATTACHMENT_UPLOAD.category} maxBytes={BULLETIN_ATTACHMENT_UPLOAD.maxBytes} maxCount={TECH_PROVE_ATTACHMENTS_MAX} />
      </Form.Item>
    </EditModal>
  );
}
