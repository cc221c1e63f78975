import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { CASE_MILEAGE_MAX, CLAIM_CATEGORIES, CLAIM_NO_MAX_LENGTH, CLAIM_TEXT_MAX_LENGTH, CLAIM_WORKING_TIME_MAX, createClaimSchema, type ClaimCategory, type ClaimDetail } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { EditModal, schemaRule } from '../../../shared/admin';
import { VinInput } from '../../../shared/vehicle-filters';
import { MediaField } from '../../cases/components/media-field';
import { useClaimDetailQuery, useCreateClaimMutation, useSettleClaim, useUpdateClaimMutation } from '../api/claims-api';
import '../../cases/cases.css';

/** The editor's form: what the author writes (spec section 3, Claim case). */
export interface ClaimForm {
  claimNo?: string;
  category?: ClaimCategory;
  vin?: string;
  totalMileage?: number | null;
  workingTime?: number | null;
  faultDescription?: string;
  cause?: string;
  repairMeasures?: string;
  photos: string[];
}

/** The form of a claim that was opened, or of a new one. */
export function claimFormOf(detail: ClaimDetail | null): ClaimForm {
  if (!detail) return { photos: [] };
  return {
    claimNo: detail.claimNo,
    category: detail.category,
    vin: detail.vin,
    totalMileage: detail.totalMileage,
    workingTime: detail.workingTime,
    faultDescription: detail.faultDescription,
    cause: detail.cause ?? undefined,
    repairMeasures: detail.repairMeasures ?? undefined,
    photos: [...detail.photos],
  };
}

const SHAPE = createClaimSchema.shape;
/** One column on phones, two on tablets, three on wide screens. */
const CELL = { xs: 24, md: 12, xl: 8 } as const;
const TEXTS = ['faultDescription', 'cause', 'repairMeasures'] as const;

export interface ClaimEditorProps {
  /** The claim to edit (`id`), a new one (`id: null`), or null: closed. */
  target: { id: string | null } | null;
  onClose: () => void;
  /** After a save: the claim as the server has it now. */
  onSaved?: (detail: ClaimDetail) => void;
}

/**
 * The claim editor (spec sections 3 and 5): claim number, category, VIN (17 characters, upper-cased;
 * at 17 the VIN query shows its brand and series, which the server takes), total mileage, working
 * time in hours with one decimal, fault description (required), cause, repair measures and up to 9
 * photos. An edit opens once the claim has loaded, with that claim's values; each field is checked
 * with the claim schema's own rule and the save sends the version read.
 */
export function ClaimEditor({ target, onClose, onSaved }: ClaimEditorProps) {
  const { t } = useText();
  const id = target?.id ?? null;
  const { currentData: detail } = useClaimDetailQuery(id ?? skipToken);
  const opened = id === null ? null : detail?.id === id ? detail : undefined;
  const initialValues = useMemo(() => (opened === undefined ? undefined : claimFormOf(opened)), [opened]);
  const settle = useSettleClaim();
  const [create] = useCreateClaimMutation();
  const [update] = useUpdateClaimMutation();

  const save = async (values: ClaimForm) => {
    const body = { ...values, claimNo: values.claimNo ?? '', category: values.category as ClaimCategory, vin: values.vin ?? '', totalMileage: values.totalMileage as number, workingTime: values.workingTime as number, faultDescription: values.faultDescription ?? '' };
    const saved = settle(opened ? await update({ id: opened.id, body: { ...body, version: opened.version } }) : await create(body));
    if (saved) onSaved?.(saved);
    return saved !== null;
  };

  return (
    <EditModal<ClaimForm>
      open={target !== null && initialValues !== undefined}
      title={opened ? t('claims.editor.editTitle', { code: opened.claimNo }) : t('claims.editor.newTitle')}
      initialValues={initialValues}
      onSubmit={save}
      onClose={onClose}
      width={880}
    >
      <Row gutter={16}>
        <Col {...CELL}>
          <Form.Item name="claimNo" label={t('claims.field.claimNo')} rules={[schemaRule(SHAPE.claimNo, t)]}>
            <Input maxLength={CLAIM_NO_MAX_LENGTH} data-testid="claim-no" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="category" label={t('claims.field.category')} rules={[schemaRule(SHAPE.category, t)]}>
            <Select<ClaimCategory> options={CLAIM_CATEGORIES.map((value) => ({ value, label: t(`claims.category.${value}`) }))} data-testid="claim-category" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="vin" label={t('claims.field.vin')} extra={t('claims.editor.vinHint')} rules={[schemaRule(SHAPE.vin, t)]}>
            <VinInput showProblem={false} data-testid="claim-vin" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="totalMileage" label={t('claims.field.totalMileage')} rules={[schemaRule(SHAPE.totalMileage, t)]}>
            <InputNumber min={0} max={CASE_MILEAGE_MAX} precision={0} style={{ width: '100%' }} data-testid="claim-mileage" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="workingTime" label={t('claims.field.workingTime')} rules={[schemaRule(SHAPE.workingTime, t)]}>
            <InputNumber min={0} max={CLAIM_WORKING_TIME_MAX} step={0.1} style={{ width: '100%' }} data-testid="claim-working-time" />
          </Form.Item>
        </Col>
      </Row>
      {TEXTS.map((name) => (
        <Form.Item key={name} name={name} label={t(`claims.field.${name}`)} rules={[schemaRule(SHAPE[name], t)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={CLAIM_TEXT_MAX_LENGTH} data-testid={`claim-${name}`} />
        </Form.Item>
      ))}
      <Form.Item name="photos" label={t('claims.field.photos')}>
        <MediaField kind="images" />
      </Form.Item>
    </EditModal>
  );
}
