import { Empty, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import type { WorkflowAction } from '@tis/contracts';
import type { WebTextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import './verify-history.css';

/** One verify record (spec section 3). */
export interface VerifyRecord {
  id: string | number;
  /** The workflow action the record is of (submit, verify, publish, ...); without it the record is an approval. */
  action?: WorkflowAction;
  /** 0 refused, 1 approved, anything else pending (spec section 4). */
  verifyResult: number | string | null;
  verifyRemark?: string | null;
  fullName?: string | null;
  post?: string | null;
  verifyTime?: string | null;
}

export type VerifyOutcome = 'approved' | 'refused' | 'pending';

/** The approval result of spec section 4: 0 refused, 1 approved, other pending. */
export function verifyOutcome(result: VerifyRecord['verifyResult']): VerifyOutcome {
  const value = typeof result === 'string' ? result.trim() : result;
  if (value === 0 || value === '0') return 'refused';
  if (value === 1 || value === '1') return 'approved';
  return 'pending';
}

const OUTCOME: Record<VerifyOutcome, { text: WebTextKey; color: string }> = {
  approved: { text: 'widgets.verifyHistory.result.approved', color: 'green' },
  refused: { text: 'widgets.verifyHistory.result.refused', color: 'red' },
  pending: { text: 'widgets.verifyHistory.result.pending', color: 'blue' },
};

function timeText(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss') : value;
}

export interface VerifyHistoryProps {
  records: readonly VerifyRecord[];
  /** Shows the list's heading. */
  showTitle?: boolean;
  loading?: boolean;
}

/** The verify history of a case or document (spec section 2): who decided what, when, and why. */
export function VerifyHistory({ records, showTitle = true, loading = false }: VerifyHistoryProps) {
  const { t } = useText();
  return (
    <section className="tis-verify-history" aria-label={t('widgets.verifyHistory.title')} aria-busy={loading}>
      {showTitle && (
        <Typography.Title level={5} className="tis-verify-history-title">
          {t('widgets.verifyHistory.title')}
        </Typography.Title>
      )}
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loading ? null : t('widgets.verifyHistory.empty')} />
      ) : (
        <Timeline
          items={records.map((record) => {
            // An approval shows its result; submit, publish and the others say what was done.
            const verify = record.action === undefined || record.action === 'verify';
            const outcome = OUTCOME[verifyOutcome(record.verifyResult)];
            const color = verify ? outcome.color : 'gray';
            return {
              key: record.id,
              color,
              content: (
                <div className="tis-verify-history-item" data-testid="verify-record">
                  <div className="tis-verify-history-head">
                    {record.action && <Tag data-testid="verify-record-action">{t(`widgets.verifyHistory.action.${record.action}`)}</Tag>}
                    {verify && <Tag color={outcome.color}>{t(outcome.text)}</Tag>}
                    <time dateTime={record.verifyTime ?? undefined}>{timeText(record.verifyTime)}</time>
                  </div>
                  <dl className="tis-verify-history-fields">
                    <dt>{t('widgets.verifyHistory.verifier')}</dt>
                    <dd>{record.fullName || '-'}</dd>
                    <dt>{t('widgets.verifyHistory.post')}</dt>
                    <dd>{record.post || '-'}</dd>
                    <dt>{t('widgets.verifyHistory.remark')}</dt>
                    <dd className="tis-verify-history-remark">{record.verifyRemark || '-'}</dd>
                  </dl>
                </div>
              ),
            };
          })}
        />
      )}
    </section>
  );
}
