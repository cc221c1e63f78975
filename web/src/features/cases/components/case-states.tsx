import { Space, Tag } from 'antd';
import { documentStateKeys, type CaseRow, type WebTextKey } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';

/** The colour of each state text (the texts and their order: contracts' documentStateKeys, as the exports write them). */
const COLORS: Partial<Record<WebTextKey, string>> = {
  'widgets.state.submit.submitted': 'blue',
  'cases.state.rejected': 'red',
  'widgets.verifyHistory.result.approved': 'green',
  'widgets.verifyHistory.result.refused': 'red',
  'widgets.verifyHistory.result.pending': 'gold',
  'vehicles.publish.published': 'green',
  'vehicles.publish.cancelled': 'red',
  'widgets.state.excellent.excellent': 'magenta',
};

/**
 * A case's workflow states as translated tags (spec section 4): submit (unsubmitted, submitted,
 * rejected), approval (pending, approved, refused; shown once the case was submitted), publish, and
 * the discard and excellent flags when set.
 */
export function CaseStateTags({ row }: { row: Pick<CaseRow, 'submitState' | 'verifyState' | 'publishState' | 'discard' | 'isExcellent'> }) {
  const { t } = useText();
  return (
    <Space size={[0, 4]} wrap data-testid="case-states">
      {documentStateKeys(row).map((key) => (
        <Tag key={key} color={COLORS[key] ?? 'default'}>
          {t(key)}
        </Tag>
      ))}
    </Space>
  );
}
