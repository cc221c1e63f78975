import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import type { TextKey } from '../../i18n/keys';

/** A date as the filters send it: 'YYYY-MM-DD'. */
export const DATE_PARAM_FORMAT = 'YYYY-MM-DD';

/**
 * Whether the start date is not after the end date (spec section 5; the server's
 * `dateRangeSchema` rule), by calendar day as the dates are sent; an open end always is.
 */
export function isRangeOrdered(start: Dayjs | null | undefined, end: Dayjs | null | undefined): boolean {
  return !start || !end || !start.isAfter(end, 'day');
}

/**
 * The rule of an end-date field: "The start date must not be later than the end date" when the
 * `startField` holds a later date. Give the field `dependencies={[startField]}`.
 */
export function endNotBeforeStartRule(t: (key: TextKey) => string, startField = 'startTime'): Rule {
  return ({ getFieldValue }) => ({
    validator: (_rule, end: Dayjs | null | undefined) =>
      isRangeOrdered(getFieldValue(startField) as Dayjs | null | undefined, end) ? Promise.resolve() : Promise.reject(new Error(t('validation.dateRangeOrder'))),
  });
}

/** The `{ startTime, endTime }` filter parameters of two picked dates (unset ones left out). */
export function dateRangeParams(start: Dayjs | null | undefined, end: Dayjs | null | undefined): { startTime?: string; endTime?: string } {
  return { ...(start ? { startTime: start.format(DATE_PARAM_FORMAT) } : {}), ...(end ? { endTime: end.format(DATE_PARAM_FORMAT) } : {}) };
}
