import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Col, DatePicker, Form, Input, Radio, Result, Row, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import {
  PRODUCT_CHANGE_ATTACHMENT_UPLOAD,
  PRODUCT_CHANGE_ATTACHMENTS_MAX,
  PRODUCT_CHANGE_CODE_MAX_LENGTH,
  PRODUCT_CHANGE_MODELS_MAX,
  PRODUCT_CHANGE_SERIES_MAX,
  PRODUCT_CHANGE_TITLE_MAX_LENGTH,
  createProductChangeSchema,
  type CreateProductChange,
  type ProductChangeApplyBy,
  type ProductChangeDetail,
} from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { LockButton, schemaRule } from '../../../shared/admin';
import { BrandSelect, codeLabel, DATE_PARAM_FORMAT, useModelOptionsQuery, useSeriesOptionsQuery, VinInput } from '../../../shared/vehicle-filters';
import { FileUpload, type UploadedFile } from '../../../shared/widgets/file-upload';
import { RichTextEditor } from '../../../shared/widgets/rich-text';
import { useCreateProductChangeMutation, useProductChangeDetailQuery, useSettleProductChange, useUpdateProductChangeMutation } from '../api/product-change-api';
import { productChangeViewUrl } from '../components/product-change-workflow-buttons';

/** The editor's form: what the author writes (days as pickers, attachments as the upload widget holds them). */
export interface ProductChangeForm {
  changeCode?: string;
  title?: string;
  description?: string;
  brandCode?: string;
  seriesCodes: string[];
  modelCodes: string[];
  applyBy: ProductChangeApplyBy;
  vinFrom?: string;
  vinTo?: string;
  productionFrom?: Dayjs | null;
  productionTo?: Dayjs | null;
  effectiveDate?: Dayjs | null;
  attachments: UploadedFile[];
}

const day = (value: string | null): Dayjs | null => (value ? dayjs(value) : null);
const dayParam = (value: Dayjs | null | undefined): string | null => (value ? value.format(DATE_PARAM_FORMAT) : null);

/** A stored attachment as the upload widget holds files. */
function asUploaded({ url, name }: { url: string; name: string }): UploadedFile {
  return { id: url, originalName: name, url, contentType: '', size: 0 };
}

/** The form of a change that was opened, or of a new one (by VIN range). */
export function productChangeFormOf(detail: ProductChangeDetail | null): ProductChangeForm {
  if (!detail) return { seriesCodes: [], modelCodes: [], applyBy: 'vinRange', attachments: [] };
  return {
    changeCode: detail.changeCode,
    title: detail.title,
    description: detail.description,
    brandCode: detail.brandCode,
    seriesCodes: detail.series.map((s) => s.seriesCode),
    modelCodes: [...detail.modelCodes],
    applyBy: detail.applyBy,
    vinFrom: detail.vinFrom ?? undefined,
    vinTo: detail.vinTo ?? undefined,
    productionFrom: day(detail.productionFrom),
    productionTo: day(detail.productionTo),
    effectiveDate: day(detail.effectiveDate),
    attachments: detail.attachments.map(asUploaded),
  };
}

/** The body the server takes: only the range the change goes by. */
export function productChangeBodyOf(values: ProductChangeForm): CreateProductChange {
  const byVin = values.applyBy === 'vinRange';
  return {
    changeCode: values.changeCode ?? '',
    title: values.title ?? '',
    description: values.description ?? '',
    brandCode: values.brandCode ?? '',
    seriesCodes: values.seriesCodes,
    modelCodes: values.modelCodes,
    applyBy: values.applyBy,
    vinFrom: byVin ? (values.vinFrom ?? null) : null,
    vinTo: byVin ? (values.vinTo ?? null) : null,
    productionFrom: byVin ? null : dayParam(values.productionFrom),
    productionTo: byVin ? null : dayParam(values.productionTo),
    effectiveDate: dayParam(values.effectiveDate) ?? '',
    attachments: values.attachments.map((file) => ({ url: file.url, name: file.originalName })),
  };
}

const SHAPE = createProductChangeSchema.shape;
const CELL = { xs: 24, md: 12 } as const;

/** The series of the brand and the models of the chosen series, as multiple choices. */
function SeriesAndModels() {
  const { t } = useText();
  const form = Form.useFormInstance<ProductChangeForm>();
  const brandCode = Form.useWatch<string | undefined>('brandCode');
  const seriesCodes = Form.useWatch<string[] | undefined>('seriesCodes') ?? [];
  const { data: series = [], isFetching: seriesLoading } = useSeriesOptionsQuery(brandCode ?? skipToken);
  const { data: models, isFetching: modelsLoading } = useModelOptionsQuery(brandCode ? { brandCode } : skipToken);
  const modelChoices = (models?.list ?? []).filter((m) => seriesCodes.includes(m.seriesCode)).map((m) => ({ value: m.modelCode, label: codeLabel(m.modelCode, m.modelName) }));
  // A model of a series no longer chosen goes with it.
  const keepModels = (chosen: string[]) => {
    const left = new Set((models?.list ?? []).filter((m) => chosen.includes(m.seriesCode)).map((m) => m.modelCode));
    form.setFieldValue('modelCodes', (form.getFieldValue('modelCodes') as string[]).filter((code) => left.has(code)));
  };
  return (
    <Row gutter={16}>
      <Col {...CELL}>
        <Form.Item name="seriesCodes" label={t('productChange.field.series')} rules={[schemaRule(SHAPE.seriesCodes, t)]}>
          <Select<string[]>
            mode="multiple"
            maxCount={PRODUCT_CHANGE_SERIES_MAX}
            loading={seriesLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={series.map((s) => ({ value: s.seriesCode, label: codeLabel(s.seriesCode, s.seriesName) }))}
            onChange={keepModels}
            data-testid="pcn-series"
          />
        </Form.Item>
      </Col>
      <Col {...CELL}>
        <Form.Item name="modelCodes" label={t('productChange.field.models')} extra={t('productChange.edit.modelsHint')} rules={[schemaRule(SHAPE.modelCodes, t)]}>
          <Select<string[]>
            mode="multiple"
            allowClear
            maxCount={PRODUCT_CHANGE_MODELS_MAX}
            loading={modelsLoading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('productChange.field.allModels')}
            options={modelChoices}
            data-testid="pcn-models"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The range the change goes by: two VINs, or two production days. */
function ApplicabilityFields() {
  const { t } = useText();
  const applyBy = Form.useWatch<ProductChangeApplyBy | undefined>('applyBy');
  return (
    <>
      <Form.Item name="applyBy" label={t('productChange.field.applyBy')}>
        <Radio.Group
          options={[
            { value: 'vinRange', label: t('productChange.applyBy.vinRange') },
            { value: 'productionDate', label: t('productChange.applyBy.productionDate') },
          ]}
          data-testid="pcn-apply-by"
        />
      </Form.Item>
      {applyBy === 'productionDate' ? (
        <Row gutter={16}>
          <Col {...CELL}>
            <Form.Item name="productionFrom" label={t('productChange.field.productionFrom')} rules={[{ required: true, message: t('validation.required') }]}>
              <DatePicker style={{ width: '100%' }} data-testid="pcn-production-from" />
            </Form.Item>
          </Col>
          <Col {...CELL}>
            <Form.Item
              name="productionTo"
              label={t('productChange.field.productionTo')}
              dependencies={['productionFrom']}
              rules={[
                { required: true, message: t('validation.required') },
                ({ getFieldValue }) => ({
                  validator: (_rule, value: Dayjs | null | undefined) => {
                    const from = getFieldValue('productionFrom') as Dayjs | null | undefined;
                    return !value || !from || !from.isAfter(value, 'day') ? Promise.resolve() : Promise.reject(new Error(t('validation.dateRangeOrder')));
                  },
                }),
              ]}
            >
              <DatePicker style={{ width: '100%' }} data-testid="pcn-production-to" />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Row gutter={16}>
          <Col {...CELL}>
            <Form.Item name="vinFrom" label={t('productChange.field.vinFrom')} extra={t('productChange.edit.vinHint')} rules={[{ required: true, message: t('validation.required') }]}>
              <VinInput lookup={false} data-testid="pcn-vin-from" />
            </Form.Item>
          </Col>
          <Col {...CELL}>
            <Form.Item name="vinTo" label={t('productChange.field.vinTo')} rules={[{ required: true, message: t('validation.required') }]}>
              <VinInput lookup={false} data-testid="pcn-vin-to" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}

function ProductChangeEditor({ opened }: { opened: ProductChangeDetail | null }) {
  const { t } = useText();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductChangeForm>();
  const initialValues = useMemo(() => productChangeFormOf(opened), [opened]);
  const settle = useSettleProductChange();
  const [create] = useCreateProductChangeMutation();
  const [update] = useUpdateProductChangeMutation();

  const save = async () => {
    let values: ProductChangeForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = productChangeBodyOf({ ...initialValues, ...values });
    const saved = settle(opened ? await update({ id: opened.id, body: { ...body, version: opened.version } }) : await create(body));
    if (saved) void navigate(productChangeViewUrl(saved.id));
  };

  return (
    <Card variant="borderless" title={opened ? t('productChange.edit.editTitle', { code: opened.changeCode }) : t('productChange.edit.newTitle')} data-testid="pcn-editor">
      <Form<ProductChangeForm> form={form} layout="vertical" initialValues={initialValues}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="changeCode" label={t('productChange.field.changeCode')} rules={[schemaRule(SHAPE.changeCode, t)]}>
              <Input maxLength={PRODUCT_CHANGE_CODE_MAX_LENGTH} data-testid="pcn-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="title" label={t('productChange.field.title')} rules={[schemaRule(SHAPE.title, t)]}>
              <Input maxLength={PRODUCT_CHANGE_TITLE_MAX_LENGTH} showCount data-testid="pcn-title" />
            </Form.Item>
          </Col>
          <Col {...CELL}>
            <Form.Item name="brandCode" label={t('productChange.field.brand')} rules={[schemaRule(SHAPE.brandCode, t)]}>
              <BrandSelect
                style={{ width: '100%' }}
                onChange={() => form.setFieldsValue({ seriesCodes: [], modelCodes: [] })}
                data-testid="pcn-brand"
              />
            </Form.Item>
          </Col>
          <Col {...CELL}>
            <Form.Item name="effectiveDate" label={t('productChange.field.effectiveDate')} rules={[{ required: true, message: t('validation.required') }]}>
              <DatePicker style={{ width: '100%' }} data-testid="pcn-effective-date" />
            </Form.Item>
          </Col>
        </Row>
        <SeriesAndModels />
        <ApplicabilityFields />
        <Form.Item name="description" label={t('productChange.field.description')} rules={[schemaRule(SHAPE.description, t)]}>
          <RichTextEditor minHeight={200} data-testid="pcn-description" />
        </Form.Item>
        <Form.Item name="attachments" label={t('productChange.field.attachments')} extra={t('productChange.edit.attachmentsHint')}>
          <FileUpload category={PRODUCT_CHANGE_ATTACHMENT_UPLOAD.category} maxBytes={PRODUCT_CHANGE_ATTACHMENT_UPLOAD.maxBytes} maxCount={PRODUCT_CHANGE_ATTACHMENTS_MAX} />
        </Form.Item>
        <Space>
          <LockButton type="primary" onClick={() => void save()} data-testid="pcn-save">
            {t('productChange.edit.save')}
          </LockButton>
          <Button onClick={() => void navigate('/ProductChangeManagement')} data-testid="pcn-back">
            {t('productChange.edit.back')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

/**
 * /EditProductChange (issue 16): writing a product change, or with `?id=` editing one — code, title,
 * brand, its series and optionally some of their models, the VIN range or production days it applies
 * to, the effective day, the description in the rich-text editor and up to 10 attachments. An edit
 * starts from the change as the server has it, with its version; the server checks everything again
 * (master data, the range, a repeated code) and answers in the caller's language.
 */
export function EditProductChangePage() {
  const { t } = useText();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { currentData: detail, isError, isFetching } = useProductChangeDetailQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  if (id === null) return <ProductChangeEditor key="new" opened={null} />;
  if (isError && detail?.id !== id) return <Result status="warning" title={t('productChange.edit.notFound')} />;
  if (detail?.id !== id || isFetching) return <Spin />;
  return <ProductChangeEditor key={`${id}/${detail.version}`} opened={detail} />;
}
