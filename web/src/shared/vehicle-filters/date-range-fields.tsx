import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useText } from '../../i18n/use-text';
import { dateRangeParams, endNotBeforeStartRule } from './date-range';

/** The picked dates of a filter form (`startTime`, `endTime`). */
export interface DateRangeFormValues {
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
}

/**
 * Start and end date of a filter bar (`startTime`, `endTime`): the end field refuses a start
 * after it ("The start date must not be later than the end date", spec section 5), so the search
 * does not run until it is fixed.
 */
export function DateRangeFields({ startLabel, endLabel }: { startLabel: string; endLabel: string }) {
  const { t } = useText();
  return (
    <>
      <Form.Item name="startTime" label={startLabel}>
        <DatePicker style={{ width: 140 }} data-testid="filter-start" />
      </Form.Item>
      <Form.Item name="endTime" label={endLabel} dependencies={['startTime']} rules={[endNotBeforeStartRule(t)]}>
        <DatePicker style={{ width: 140 }} data-testid="filter-end" />
      </Form.Item>
    </>
  );
}

/** The filter values of a form with a date range: the dates as 'YYYY-MM-DD' parameters. */
export function withDateParams<V extends DateRangeFormValues>({ startTime, endTime, ...values }: V): Omit<V, 'startTime' | 'endTime'> & { startTime?: string; endTime?: string } {
  return { ...values, ...dateRangeParams(startTime, endTime) };
}
