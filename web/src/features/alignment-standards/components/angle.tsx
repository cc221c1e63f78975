import { Table, Typography } from 'antd';
import { ALIGNMENT_PARAMETERS, type AlignmentParameter, type AlignmentValues, formatDecimalDegrees, formatDegreesMinutes, formatTolerance } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';

/** An angle in both notations: -0°36' (-0.60°). */
export function Angle({ minutes, testId }: { minutes: number; testId?: string }) {
  return (
    <span data-testid={testId}>
      {formatDegreesMinutes(minutes)} <Typography.Text type="secondary">({formatDecimalDegrees(minutes)})</Typography.Text>
    </span>
  );
}

/** The parameters of a standard: nominal in both notations, checking and setting tolerances. */
export function AlignmentValuesTable({ values, testId = 'alignment-values' }: { values: AlignmentValues; testId?: string }) {
  const { t } = useText();
  return (
    <Table<{ parameter: AlignmentParameter }>
      size="small"
      pagination={false}
      rowKey="parameter"
      data-testid={testId}
      dataSource={ALIGNMENT_PARAMETERS.map((parameter) => ({ parameter }))}
      columns={[
        { title: t('alignment.field.parameter'), key: 'parameter', render: (_, r) => t(`alignment.param.${r.parameter}`) },
        { title: t('alignment.field.nominal'), key: 'nominal', render: (_, r) => <Angle minutes={values[r.parameter].nominal} testId={`${testId}-${r.parameter}-nominal`} /> },
        { title: t('alignment.field.check'), key: 'check', render: (_, r) => formatTolerance(values[r.parameter].check) },
        { title: t('alignment.field.set'), key: 'set', render: (_, r) => formatTolerance(values[r.parameter].set) },
      ]}
    />
  );
}
