import { useMemo } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Col, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import {
  CASE_MILEAGE_MAX,
  createQualityFbSchema,
  QUALITY_FB_PART_CODE_MAX_LENGTH,
  QUALITY_FB_PART_NAME_MAX_LENGTH,
  QUALITY_FB_PART_QTY_MAX,
  QUALITY_FB_PARTS_MAX,
  QUALITY_FB_TEXT_MAX_LENGTH,
  QUALITY_FB_TITLE_MAX_LENGTH,
  qualityFbPartSchema,
  type QualityFbDetail,
} from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { EditModal, schemaRule } from '../../../shared/admin';
import { VinInput } from '../../../shared/vehicle-filters';
import { MediaField } from '../../cases/components/media-field';
import { useCreateQualityFbMutation, useQualityFbDetailQuery, useSettleQualityFb, useUpdateQualityFbMutation } from '../api/quality-feedback-api';
import '../../cases/cases.css';

interface PartForm {
  partCode?: string;
  partName?: string;
  qty?: number | null;
}

/** The editor's form: what the author writes. */
export interface QualityFbForm {
  title?: string;
  vin?: string;
  mileage?: number | null;
  description?: string;
  cause?: string;
  parts: PartForm[];
  photos: string[];
}

/** The form of a feedback that was opened, or of a new one (with one empty part row). */
export function qualityFbFormOf(detail: QualityFbDetail | null): QualityFbForm {
  if (!detail) return { parts: [{}], photos: [] };
  return {
    title: detail.title,
    vin: detail.vin,
    mileage: detail.mileage,
    description: detail.description,
    cause: detail.cause ?? undefined,
    parts: detail.parts.map((p) => ({ ...p })),
    photos: [...detail.photos],
  };
}

const SHAPE = createQualityFbSchema.shape;
const PART = qualityFbPartSchema.shape;
const CELL = { xs: 24, md: 12, xl: 8 } as const;

export interface QualityFbEditorProps {
  /** The feedback to edit (`id`), a new one (`id: null`), or null: closed. */
  target: { id: string | null } | null;
  onClose: () => void;
  onSaved?: (detail: QualityFbDetail) => void;
}

/**
 * The quality feedback editor: title, VIN (17 characters; the VIN query shows brand and series,
 * which the server takes), mileage, problem description (required), cause, the parts (part code,
 * part name, quantity; at least one, each code once) and up to 9 photos. An edit opens once the
 * feedback has loaded, with that feedback's values; the save sends the version read.
 */
export function QualityFbEditor({ target, onClose, onSaved }: QualityFbEditorProps) {
  const { t } = useText();
  const id = target?.id ?? null;
  const { currentData: detail } = useQualityFbDetailQuery(id ?? skipToken);
  const opened = id === null ? null : detail?.id === id ? detail : undefined;
  const initialValues = useMemo(() => (opened === undefined ? undefined : qualityFbFormOf(opened)), [opened]);
  const settle = useSettleQualityFb();
  const [create] = useCreateQualityFbMutation();
  const [update] = useUpdateQualityFbMutation();

  const save = async (values: QualityFbForm) => {
    const body = {
      title: values.title ?? '',
      vin: values.vin ?? '',
      mileage: values.mileage as number,
      description: values.description ?? '',
      cause: values.cause ?? null,
      parts: values.parts.map((p) => ({ partCode: p.partCode ?? '', partName: p.partName ?? '', qty: p.qty as number })),
      photos: values.photos,
    };
    const saved = settle(opened ? await update({ id: opened.id, body: { ...body, version: opened.version } }) : await create(body));
    if (saved) onSaved?.(saved);
    return saved !== null;
  };

  return (
    <EditModal<QualityFbForm>
      open={target !== null && initialValues !== undefined}
      title={opened ? t('qualityFb.editor.editTitle', { code: opened.fbCode }) : t('qualityFb.editor.newTitle')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      width={900}
    >
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="title" label={t('qualityFb.field.title')} rules={[schemaRule(SHAPE.title, t)]}>
            <Input maxLength={QUALITY_FB_TITLE_MAX_LENGTH} data-testid="qfb-title" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="vin" label={t('qualityFb.field.vin')} extra={t('qualityFb.editor.vinHint')} rules={[schemaRule(SHAPE.vin, t)]}>
            <VinInput showProblem={false} data-testid="qfb-vin" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="mileage" label={t('qualityFb.field.mileage')} rules={[schemaRule(SHAPE.mileage, t)]}>
            <InputNumber min={0} max={CASE_MILEAGE_MAX} precision={0} style={{ width: '100%' }} data-testid="qfb-mileage" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('qualityFb.field.description')} rules={[schemaRule(SHAPE.description, t)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={QUALITY_FB_TEXT_MAX_LENGTH} data-testid="qfb-description" />
      </Form.Item>
      <Form.Item name="cause" label={t('qualityFb.field.cause')} rules={[schemaRule(SHAPE.cause, t)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={QUALITY_FB_TEXT_MAX_LENGTH} data-testid="qfb-cause" />
      </Form.Item>
      <Typography.Title level={5}>{t('qualityFb.field.parts')}</Typography.Title>
      <Form.List name="parts" rules={[{ validator: (_rule, parts: PartForm[] | undefined) => (parts && parts.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('validation.qualityFb.partsRequired')))) }]}>
        {(fields, { add, remove }, { errors }) => (
          <div data-testid="qfb-parts">
            {/* `preserve`: the dialog resets its form on opening (EditModal, preserve={false}); the part rows remount then and would otherwise drop the values just set. */}
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap data-testid={`qfb-part-${index}`}>
                <Form.Item preserve name={[field.name, 'partCode']} label={t('qualityFb.field.partCode')} rules={[schemaRule(PART.partCode, t)]}>
                  <Input maxLength={QUALITY_FB_PART_CODE_MAX_LENGTH} style={{ width: 160 }} data-testid={`qfb-part-code-${index}`} />
                </Form.Item>
                <Form.Item preserve name={[field.name, 'partName']} label={t('qualityFb.field.partName')} rules={[schemaRule(PART.partName, t)]}>
                  <Input maxLength={QUALITY_FB_PART_NAME_MAX_LENGTH} style={{ width: 220 }} data-testid={`qfb-part-name-${index}`} />
                </Form.Item>
                <Form.Item preserve name={[field.name, 'qty']} label={t('qualityFb.field.qty')} rules={[schemaRule(PART.qty, t)]}>
                  <InputNumber min={1} max={QUALITY_FB_PART_QTY_MAX} precision={0} data-testid={`qfb-part-qty-${index}`} />
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('qualityFb.editor.removePart')} onClick={() => remove(field.name)} data-testid={`qfb-part-remove-${index}`} />
              </Space>
            ))}
            <Form.ErrorList errors={errors} />
            {fields.length < QUALITY_FB_PARTS_MAX && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="qfb-part-add">
                {t('qualityFb.editor.addPart')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
      <Form.Item name="photos" label={t('qualityFb.field.photos')} style={{ marginTop: 16 }}>
        <MediaField kind="images" />
      </Form.Item>
    </EditModal>
  );
}
