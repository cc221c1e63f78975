import { DatePicker, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { dateRangeSchema } from '@tis/contracts';
import type { TextKey, TextParams } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';

const DAY_FORMAT = 'YYYY-MM-DD';

/** The form value of a range: two 'YYYY-MM-DD' days, as the filter query sends them. */
export type DayRange = readonly [string, string];

/** `{ startTime, endTime }` of a range value; nothing when unset. */
export function rangeParams(range: readonly string[] | null | undefined): { startTime?: string; endTime?: string } {
  if (!range || range.length !== 2) return {};
  return { startTime: range[0], endTime: range[1] };
}

/** The contracts' date-range validator as a form rule: start not after end, required, at most `maxDays`. */
export function dateRangeRule(options: { required?: boolean; maxDays?: number }, t: (key: TextKey, params?: TextParams) => string): Rule {
  const schema = dateRangeSchema(options);
  return {
    validator: (_rule, value: readonly string[] | null | undefined) => {
      const parsed = schema.safeParse(rangeParams(value));
      if (parsed.success) return Promise.resolve();
      const messages = parsed.error.issues.map((issue) => {
        const params = (issue as { params?: TextParams }).params;
        return t(issue.message as TextKey, params);
      });
      return Promise.reject(new Error([...new Set(messages)].join(' ')));
    },
  };
}

export interface DateRangeItemProps {
  name?: string;
  required?: boolean;
  maxDays?: number;
}

/** A filter-bar field with a date range picker whose value is two day strings (spec section 5: start not after end). */
export function DateRangeItem({ name = 'range', required = false, maxDays }: DateRangeItemProps) {
  const { t } = useText();
  return (
    <Form.Item
      name={name}
      label={t('logs.field.dateRange')}
      required={required}
      rules={[dateRangeRule({ required, ...(maxDays !== undefined ? { maxDays } : {}) }, t)]}
      getValueProps={(value: readonly string[] | null | undefined) => ({
        value: value && value.length === 2 ? [dayjs(value[0]), dayjs(value[1])] : null,
      })}
      normalize={(value: [Dayjs | null, Dayjs | null] | null) =>
        value?.[0] && value[1] ? [value[0].format(DAY_FORMAT), value[1].format(DAY_FORMAT)] : undefined
      }
    >
      <DatePicker.RangePicker allowClear={!required} format={DAY_FORMAT} data-testid="filter-date-range" />
    </Form.Item>
  );
}
