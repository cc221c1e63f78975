import { Form, Input, Table } from 'antd';
import type { Rule } from 'antd/es/form';
import {
  ALIGNMENT_MAX_MINUTES,
  ALIGNMENT_PARAMETERS,
  ALIGNMENT_REMARK_MAX_LENGTH,
  type AlignmentParameter,
  type AlignmentStandardView,
  type AlignmentValues,
  formatDegreesMinutes,
  parseAngle,
} from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { EditModal, settleSave } from '../../../shared/admin';
import { ModelSelect, SeriesSelect, useClearOnChange } from '../../../shared/vehicle-filters';
import { useCreateAlignmentMutation, useUpdateAlignmentMutation } from '../api/alignment-api';

type Band = 'nominal' | 'check' | 'set';
const BANDS: readonly Band[] = ['nominal', 'check', 'set'];

interface AlignmentForm {
  seriesCode?: string;
  modelCode?: string | null;
  remark?: string | null;
  /** Each angle as typed: -0°36', 45' or -0.60. */
  values: Record<AlignmentParameter, Record<Band, string>>;
}

function formOf(row: AlignmentStandardView | null): AlignmentForm {
  const values = Object.fromEntries(
    ALIGNMENT_PARAMETERS.map((p) => [p, row ? { nominal: formatDegreesMinutes(row.values[p].nominal), check: formatDegreesMinutes(row.values[p].check), set: formatDegreesMinutes(row.values[p].set) } : { nominal: '', check: '', set: '' }]),
  ) as AlignmentForm['values'];
  return row ? { seriesCode: row.seriesCode, modelCode: row.modelCode, remark: row.remark, values } : { values, remark: null };
}

function angleProblem(band: Band, value: string | undefined): TextKey | null {
  if (value === undefined || value.trim() === '') return 'validation.required';
  const minutes = parseAngle(value);
  if (minutes === null) return 'alignment.field.invalidAngle';
  if (band === 'nominal' && Math.abs(minutes) > ALIGNMENT_MAX_MINUTES) return 'validation.alignment.range';
  if (band !== 'nominal' && (minutes < 0 || minutes > ALIGNMENT_MAX_MINUTES)) return 'validation.alignment.tolerance';
  return null;
}

/** An angle field: an angle people type (parseAngle), a nominal within ±20°, a tolerance from 0 to 20°. */
function angleRule(band: Band, t: (key: TextKey) => string): Rule {
  return {
    validator: (_rule, value: string | undefined) => {
      const problem = angleProblem(band, value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  };
}

function valuesOf(form: AlignmentForm['values']): AlignmentValues {
  return Object.fromEntries(ALIGNMENT_PARAMETERS.map((p) => [p, Object.fromEntries(BANDS.map((b) => [b, parseAngle(form[p][b]) ?? Number.NaN]))])) as AlignmentValues;
}

function SeriesModelFields() {
  const { t } = useText();
  const seriesCode = Form.useWatch<string | undefined>('seriesCode');
  const clearModel = useClearOnChange('modelCode');
  return (
    <>
      <Form.Item name="seriesCode" label={t('alignment.field.series')} rules={[{ required: true, message: t('validation.required') }]}>
        <SeriesSelect onChange={clearModel} data-testid="alignment-series" />
      </Form.Item>
      <Form.Item name="modelCode" label={t('alignment.field.model')} extra={t('alignment.field.modelHint')}>
        <ModelSelect seriesCode={seriesCode} disabled={!seriesCode} data-testid="alignment-model" />
      </Form.Item>
    </>
  );
}

export interface AlignmentEditorProps {
  /** 'new' to write one, the row to edit, null: closed. */
  target: AlignmentStandardView | 'new' | null;
  onClose: () => void;
}

/**
 * Writing or editing a standard: its series and model (fixed once written), each parameter's
 * nominal and tolerances as degrees and minutes or decimal degrees, and a remark. An edit starts
 * from the row that was clicked, with its version: a change made meanwhile is refused (409001).
 */
export function AlignmentEditor({ target, onClose }: AlignmentEditorProps) {
  const { t } = useText();
  const row = target !== null && target !== 'new' ? target : null;
  const [create] = useCreateAlignmentMutation();
  const [update] = useUpdateAlignmentMutation();

  const save = async (form: AlignmentForm) => {
    const values = valuesOf(form.values);
    const remark = form.remark?.trim() ? form.remark.trim() : null;
    const result = row
      ? await update({ id: row.id, body: { values, remark, version: row.version } })
      : await create({ seriesCode: form.seriesCode ?? '', modelCode: form.modelCode ?? null, values, remark });
    return settleSave(result);
  };

  return (
    <EditModal<AlignmentForm>
      key={row ? `${row.id}/${row.version}` : 'new'}
      open={target !== null}
      title={t(row ? 'alignment.list.edit' : 'alignment.list.add')}
      width={860}
      initialValues={formOf(row)}
      onSubmit={save}
      onClose={onClose}
      data-testid="alignment-editor"
    >
      {row ? (
        <Form.Item label={t('alignment.field.series')}>
          <span data-testid="alignment-scope">
            {row.seriesCode}
            {row.modelCode ? ` / ${row.modelCode}` : ''}
          </span>
        </Form.Item>
      ) : (
        <SeriesModelFields />
      )}
      <Form.Item label={t('alignment.field.angleHint')} style={{ marginBottom: 8 }} />
      <Table<{ parameter: AlignmentParameter }>
        size="small"
        pagination={false}
        rowKey="parameter"
        dataSource={ALIGNMENT_PARAMETERS.map((parameter) => ({ parameter }))}
        columns={[
          { title: t('alignment.field.parameter'), key: 'parameter', width: 200, render: (_, r) => t(`alignment.param.${r.parameter}`) },
          ...BANDS.map((band) => ({
            title: t(`alignment.field.${band}`),
            key: band,
            render: (_: unknown, r: { parameter: AlignmentParameter }) => (
              <Form.Item name={['values', r.parameter, band]} rules={[angleRule(band, t)]} style={{ marginBottom: 0 }}>
                <Input data-testid={`alignment-${r.parameter}-${band}`} />
              </Form.Item>
            ),
          })),
        ]}
      />
      <Form.Item name="remark" label={t('alignment.field.remark')} style={{ marginTop: 16 }}>
        <Input.TextArea maxLength={ALIGNMENT_REMARK_MAX_LENGTH} rows={2} data-testid="alignment-remark" />
      </Form.Item>
    </EditModal>
  );
}
