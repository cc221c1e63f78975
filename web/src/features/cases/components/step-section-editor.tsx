import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { CASE_STEP_FIELDS, CASE_STEP_TEXT_MAX_LENGTH, CASE_STEPS_PER_SECTION_MAX, type CaseStepField, type CaseStepSection } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import type { CaseParamValues } from '../hooks/use-case-params';
import { CASE_MEDIA_KINDS, emptyStepRow } from '../case-form';
import { MediaField } from './media-field';
import { WordInput } from './word-input';

/** The longest text of a field of a row ('action' is longer than the words). */
const maxLengthOf = (field: CaseStepField): number | undefined => (field === 'action' ? 200 : undefined);

export interface StepSectionEditorProps {
  section: CaseStepSection;
  params: CaseParamValues;
  disabled: boolean;
}

/**
 * The rows of one section of a case (fault, check, analysis, solution; spec section 3): add,
 * remove and reorder rows; each row has the section's fields (the fault fields offer the case
 * parameters' words and take free text), a description, and its photos, audio and video.
 */
export function StepSectionEditor({ section, params, disabled }: StepSectionEditorProps) {
  const { t } = useText();
  return (
    <section className="tis-case-section" data-testid={`section-${section}`}>
      <Typography.Title level={5}>{t(`cases.section.${section}`)}</Typography.Title>
      <Form.List name={['steps', section]}>
        {(rows, { add, remove, move }) => (
          <div className="tis-case-step-list">
            {rows.map((row, index) => (
              <Card
                key={row.key}
                size="small"
                className="tis-case-step"
                title={t('cases.section.row', { n: index + 1 })}
                data-testid={`step-${section}-${index}`}
                extra={
                  !disabled && (
                    <Space size={0}>
                      <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={t('cases.section.moveUp')} onClick={() => move(index, index - 1)} data-testid="step-up" />
                      <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === rows.length - 1} aria-label={t('cases.section.moveDown')} onClick={() => move(index, index + 1)} data-testid="step-down" />
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('cases.section.removeRow')} onClick={() => remove(index)} data-testid="step-remove" />
                    </Space>
                  )
                }
              >
                {CASE_STEP_FIELDS[section].length > 0 && (
                  <div className="tis-case-grid">
                    {CASE_STEP_FIELDS[section].map((field) => (
                      <Form.Item key={field} name={[row.name, field]} label={t(`cases.field.${field}`)}>
                        <WordInput field={field} params={params} disabled={disabled} maxLength={maxLengthOf(field)} data-testid={`step-${field}`} />
                      </Form.Item>
                    ))}
                  </div>
                )}
                <Form.Item name={[row.name, 'description']} label={t('cases.field.description')}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={CASE_STEP_TEXT_MAX_LENGTH} disabled={disabled} data-testid="step-description" />
                </Form.Item>
                <div className="tis-case-grid tis-case-grid-media">
                  {CASE_MEDIA_KINDS.map((kind) => (
                    <Form.Item key={kind} name={[row.name, kind]} label={t(`cases.media.${kind}`)}>
                      <MediaField kind={kind} disabled={disabled} />
                    </Form.Item>
                  ))}
                </div>
              </Card>
            ))}
            {rows.length === 0 && <Typography.Text type="secondary">{t('cases.section.empty')}</Typography.Text>}
            {!disabled && rows.length < CASE_STEPS_PER_SECTION_MAX && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyStepRow())} data-testid={`step-${section}-add`}>
                {t('cases.section.addRow')}
              </Button>
            )}
          </div>
        )}
      </Form.List>
    </section>
  );
}
