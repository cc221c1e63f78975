import { Form, Input, InputNumber } from 'antd';
import { useText } from '../../../i18n/use-text';
import { EditModal, settleMutation } from '../../../shared/admin';
import { isGeneratedSeries, MAX_CARDS_PER_SERIES, type GeneratedSeries } from '../api/secret-cards-api';
import { useGenerateSeries } from '../hooks/use-generate-series';

interface GenerateValues {
  seriesCode: string;
  seriesName: string;
  cardCount: number | null;
  remark?: string;
}

/** The series code: letters, digits, - and _ (it starts every card number of the series). */
const SERIES_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export function isValidCardCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_CARDS_PER_SERIES;
}

export interface GenerateSeriesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new series with its cards and their secrets, to be shown once. */
  onGenerated: (generated: GeneratedSeries) => void;
}

/**
 * "Generate" on /SecretCardSeries: series code, name, number of cards (1 … 10000) and remark. The
 * server answers the cards with their secrets; they go to `onGenerated`, never to the store.
 */
export function GenerateSeriesDialog({ open, onClose, onGenerated }: GenerateSeriesDialogProps) {
  const { t } = useText();
  const { generate } = useGenerateSeries();
  const required = { required: true, whitespace: true, message: t('validation.required') };

  const submit = async (values: GenerateValues): Promise<boolean> => {
    const remark = values.remark?.trim();
    const result = await generate({
      seriesCode: values.seriesCode.trim(),
      seriesName: values.seriesName.trim(),
      cardCount: values.cardCount ?? 0,
      ...(remark ? { remark } : {}),
    });
    if (!settleMutation(result, { isSuccess: isGeneratedSeries })) return false;
    if ('data' in result && isGeneratedSeries(result.data)) onGenerated(result.data);
    return true;
  };

  return (
    <EditModal<GenerateValues>
      open={open}
      title={t('secretCards.series.generateTitle')}
      initialValues={{ cardCount: 100 }}
      onSubmit={submit}
      onClose={onClose}
      width={520}
    >
      <Form.Item
        name="seriesCode"
        label={t('secretCards.series.seriesCode')}
        extra={t('secretCards.series.codeHint')}
        rules={[
          required,
          { max: 32, message: t('validation.tooLong') },
          { pattern: SERIES_CODE_PATTERN, message: t('validation.codeCharacters') },
        ]}
      >
        <Input maxLength={40} data-testid="series-code" />
      </Form.Item>
      <Form.Item name="seriesName" label={t('secretCards.series.seriesName')} rules={[required, { max: 100, message: t('validation.tooLong') }]}>
        <Input data-testid="series-name" />
      </Form.Item>
      <Form.Item
        name="cardCount"
        label={t('secretCards.series.cardCount')}
        extra={t('secretCards.series.cardCountHint', { max: MAX_CARDS_PER_SERIES })}
        rules={[
          {
            validator: (_rule, value: unknown) =>
              isValidCardCount(value) ? Promise.resolve() : Promise.reject(new Error(t('secretCards.series.cardCountRange', { max: MAX_CARDS_PER_SERIES }))),
          },
        ]}
      >
        <InputNumber<number> style={{ width: '100%' }} data-testid="series-count" />
      </Form.Item>
      <Form.Item name="remark" label={t('secretCards.series.remark')} rules={[{ max: 500, message: t('validation.tooLong') }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </EditModal>
  );
}
