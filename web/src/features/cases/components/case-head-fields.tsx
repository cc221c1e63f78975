import { Col, Form, Input, InputNumber, Row } from 'antd';
import { CASE_MILEAGE_MAX, CASE_RICH_TEXTS, CASE_TITLE_MAX_LENGTH, createCaseSchema, type VinInfo } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { schemaRule } from '../../../shared/admin';
import { BrandSelect, SeriesSelect, VinInput } from '../../../shared/vehicle-filters';
import { RichTextEditor } from '../../../shared/widgets/rich-text';
import { HEAD_WORDS, type CaseForm } from '../case-form';
import type { CaseParamValues } from '../hooks/use-case-params';
import { WordInput } from './word-input';

const SHAPE = createCaseSchema.shape;
/** One column on phones, two on tablets, three on wide screens. */
const CELL = { xs: 24, md: 12, xl: 8 } as const;

/**
 * The head of a case in the editor (spec section 3, Repair case): title, brand and series, VIN (17
 * characters, upper-cased; a known VIN fills brand and series), mileage and electric mileage, the
 * fault words (running status, road type, weather, symptom offer the case parameters and take free
 * text), fault part, duration, DTC code, source, and the texts in the rich-text editor (description required). Each field
 * is checked with the case schema's own rule.
 */
export function CaseHeadFields({ params, disabled }: { params: CaseParamValues; disabled: boolean }) {
  const { t } = useText();
  const form = Form.useFormInstance<CaseForm>();
  const brandCode = Form.useWatch('brandCode', form);
  const fillFromVin = (info: VinInfo | null) => {
    if (!info || !form.isFieldTouched('vin')) return;
    form.setFieldsValue({ brandCode: info.brandCode, seriesCode: info.seriesCode });
  };

  return (
    <>
      <Form.Item name="title" label={t('cases.field.title')} rules={[schemaRule(SHAPE.title, t)]}>
        <Input maxLength={CASE_TITLE_MAX_LENGTH} disabled={disabled} data-testid="case-title" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...CELL}>
          <Form.Item name="brandCode" label={t('cases.field.brand')} rules={[schemaRule(SHAPE.brandCode, t)]}>
            <BrandSelect style={{ width: '100%' }} disabled={disabled} onChange={() => form.setFieldValue('seriesCode', undefined)} data-testid="case-brand" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="seriesCode" label={t('cases.field.series')} rules={[schemaRule(SHAPE.seriesCode, t)]}>
            <SeriesSelect style={{ width: '100%' }} brandCode={brandCode} disabled={disabled} data-testid="case-series" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="vin" label={t('cases.field.vin')} rules={[schemaRule(SHAPE.vin, t)]}>
            <VinInput showProblem={false} disabled={disabled} onLookup={fillFromVin} data-testid="case-vin" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="mileage" label={t('cases.field.mileage')} rules={[schemaRule(SHAPE.mileage, t)]}>
            <InputNumber min={0} max={CASE_MILEAGE_MAX} precision={0} style={{ width: '100%' }} disabled={disabled} data-testid="case-mileage" />
          </Form.Item>
        </Col>
        <Col {...CELL}>
          <Form.Item name="mileageElectric" label={t('cases.field.mileageElectric')} rules={[schemaRule(SHAPE.mileageElectric, t)]}>
            <InputNumber min={0} max={CASE_MILEAGE_MAX} precision={0} style={{ width: '100%' }} disabled={disabled} data-testid="case-mileage-electric" />
          </Form.Item>
        </Col>
        {HEAD_WORDS.map((name) => (
          <Col {...CELL} key={name}>
            <Form.Item name={name} label={t(`cases.field.${name}`)} rules={[schemaRule(SHAPE[name], t)]}>
              <WordInput field={name} params={params} disabled={disabled} maxLength={name === 'dtcCode' ? 200 : undefined} data-testid={`case-${name}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {CASE_RICH_TEXTS.map((name) => (
        // The form's rule gives the tisPartqa02 message of a blank required text (allowEmpty: not twice).
        <Form.Item key={name} name={name} label={t(`cases.field.${name}`)} rules={[schemaRule(SHAPE[name], t)]}>
          <RichTextEditor readOnly={disabled} allowEmpty minHeight={name === 'description' ? 120 : 80} data-testid={`case-${name}`} />
        </Form.Item>
      ))}
    </>
  );
}
