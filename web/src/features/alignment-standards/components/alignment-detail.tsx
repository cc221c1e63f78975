import { Descriptions, Drawer, Table, Tag } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import type { AlignmentReview } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { formatTime } from '../../logs/log-format';
import { useAlignmentDetailQuery } from '../api/alignment-api';
import { AlignmentValuesTable } from './angle';
import { AlignmentStateTag } from './state-tag';

/** A standard with all its values and its review history (who, when, result, remark). */
export function AlignmentDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useText();
  const { currentData: detail } = useAlignmentDetailQuery(id ?? skipToken);
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={t('alignment.list.detail')} data-testid="alignment-detail">
      {detail && detail.id === id && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('alignment.field.series')}>{detail.seriesName ? `${detail.seriesCode} ${detail.seriesName}` : detail.seriesCode}</Descriptions.Item>
            <Descriptions.Item label={t('alignment.field.model')}>{detail.modelCode ? `${detail.modelCode} ${detail.modelName ?? ''}` : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('alignment.field.state')}>
              <AlignmentStateTag state={detail.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('alignment.field.author')}>{detail.authorName}</Descriptions.Item>
            <Descriptions.Item label={t('alignment.field.remark')}>{detail.remark ?? '—'}</Descriptions.Item>
          </Descriptions>
          <AlignmentValuesTable values={detail.values} testId="alignment-detail-values" />
          <h4 style={{ marginTop: 16 }}>{t('alignment.history.title')}</h4>
          <Table<AlignmentReview>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={detail.history}
            locale={{ emptyText: t('alignment.history.empty') }}
            data-testid="alignment-history"
            columns={[
              { title: t('alignment.history.step'), key: 'step', render: (_, h) => t(`alignment.op.${h.step}`) },
              {
                title: t('alignment.history.result'),
                key: 'result',
                render: (_, h) => (h.result === null ? '' : <Tag color={h.result === 1 ? 'green' : 'red'}>{t(h.result === 1 ? 'alignment.history.result.1' : 'alignment.history.result.0')}</Tag>),
              },
              { title: t('alignment.field.remark'), dataIndex: 'remark', key: 'remark' },
              { title: t('alignment.history.user'), dataIndex: 'fullName', key: 'fullName' },
              { title: t('alignment.history.at'), key: 'at', render: (_, h) => formatTime(h.at) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
