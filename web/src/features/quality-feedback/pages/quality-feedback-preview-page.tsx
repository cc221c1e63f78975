import { useState } from 'react';
import { Card, Descriptions, Space, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { EXCELLENT_FLAG, type QualityFbDetail } from '@tis/contracts';
import { useAppDispatch } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import { settleMutation } from '../../../shared/admin';
import { DocumentById } from '../../../shared/widgets/document-page';
import { FloatingToolbar } from '../../../shared/widgets/floating-toolbar';
import { usePrint } from '../../../shared/widgets/print';
import { VerifyHistory } from '../../../shared/widgets/verify-history';
import { useAddFavoriteMutation, useRemoveFavoriteMutation } from '../../cases/api/cases-api';
import { CaseMediaList } from '../../cases/components/case-media';
import { CaseStateTags } from '../../cases/components/case-states';
import { formatTime } from '../../logs/log-format';
import { cacheQualityFbFavorite, useQualityFbDetailQuery, useQualityFbVerifyListQuery } from '../api/quality-feedback-api';
import { QualityFbEditor } from '../components/quality-fb-editor';
import { QualityFbWorkflowButtons } from '../components/quality-fb-workflow-buttons';
import '../../cases/cases.css';

const TEXTS = ['description', 'cause'] as const;
const isFavorite = (data: unknown) => typeof data === 'object' && data !== null && 'itemCode' in data;

function QualityFbHead({ detail }: { detail: QualityFbDetail }) {
  const { t } = useText();
  const text = (value: string | number | null) => (value === null || value === '' ? '-' : value);
  const items = [
    { key: 'fbCode', label: t('qualityFb.field.fbCode'), children: detail.fbCode },
    { key: 'vin', label: t('qualityFb.field.vin'), children: detail.vin },
    { key: 'brand', label: t('qualityFb.field.brand'), children: detail.brandCode },
    { key: 'series', label: t('qualityFb.field.series'), children: detail.seriesName ?? detail.seriesCode },
    { key: 'mileage', label: t('qualityFb.field.mileage'), children: detail.mileage },
    { key: 'orgName', label: t('qualityFb.field.orgName'), children: text(detail.orgName) },
    { key: 'author', label: t('qualityFb.field.author'), children: detail.fullName },
    { key: 'createdAt', label: t('qualityFb.field.createdAt'), children: formatTime(detail.createdAt) },
    { key: 'publishTime', label: t('qualityFb.field.publishTime'), children: text(formatTime(detail.publishTime)) },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} className="tis-case-head" data-testid="qfb-head" />;
}

function QualityFbReading({ detail }: { detail: QualityFbDetail }) {
  const { t } = useText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { print } = usePrint();
  const [add] = useAddFavoriteMutation();
  const [remove] = useRemoveFavoriteMutation();
  const [editing, setEditing] = useState(false);
  const { currentData: records = [], isFetching: recordsLoading } = useQualityFbVerifyListQuery(detail.id);

  const toggleFavorite = async () => {
    const item = { itemType: 'qualityFb', itemCode: detail.id } as const;
    const done = detail.favorite ? settleMutation(await remove(item)) : settleMutation(await add(item), { isSuccess: isFavorite });
    if (done) dispatch(cacheQualityFbFavorite(detail.id, !detail.favorite));
  };

  return (
    <Card variant="borderless" className="tis-case-reading" data-testid="qfb-detail">
      <Typography.Title level={3} className="tis-case-title" data-testid="qfb-title">
        {detail.title}
      </Typography.Title>
      <Space wrap className="tis-case-meta">
        <CaseStateTags row={{ ...detail, isExcellent: EXCELLENT_FLAG.ordinary }} />
      </Space>
      <div className="tis-case-tools tis-print-hide">
        <QualityFbWorkflowButtons doc={detail} variant="default" onEdit={() => setEditing(true)} onDeleted={() => void navigate('/QualityFeedback')} />
      </div>
      <QualityFbHead detail={detail} />
      {TEXTS.filter((name) => detail[name]).map((name) => (
        <section key={name} className="tis-case-section">
          <Typography.Title level={5}>{t(`qualityFb.field.${name}`)}</Typography.Title>
          <Typography.Paragraph className="tis-case-text">{detail[name]}</Typography.Paragraph>
        </section>
      ))}
      <section className="tis-case-section">
        <Typography.Title level={5}>{t('qualityFb.field.parts')}</Typography.Title>
        <Table
          size="small"
          pagination={false}
          rowKey="partCode"
          dataSource={detail.parts}
          columns={[
            { title: t('qualityFb.field.partCode'), dataIndex: 'partCode', key: 'partCode' },
            { title: t('qualityFb.field.partName'), dataIndex: 'partName', key: 'partName' },
            { title: t('qualityFb.field.qty'), dataIndex: 'qty', key: 'qty' },
          ]}
          data-testid="qfb-parts-table"
        />
      </section>
      <section className="tis-case-section">
        <Typography.Title level={5}>{t('qualityFb.field.photos')}</Typography.Title>
        {detail.photos.length > 0 ? <CaseMediaList kind="images" urls={detail.photos} /> : <Typography.Text type="secondary">{t('qualityFb.preview.noPhotos')}</Typography.Text>}
      </section>
      <VerifyHistory records={records} loading={recordsLoading} />
      <FloatingToolbar
        favorited={detail.favorite}
        onFavorite={() => void toggleFavorite()}
        onPrint={() => void print()}
        onDownload={() => void print()}
        onSearch={() => void navigate('/SearchPage')}
      />
      <QualityFbEditor target={editing ? { id: detail.id } : null} onClose={() => setEditing(false)} />
    </Card>
  );
}

/**
 * /QualityFeedbackPreview?id= (issue 16): the reading view of one quality feedback — head fields,
 * texts, the parts table, photos (readable only by the feedback's readers) and the review history —
 * with the caller's workflow buttons and the floating toolbar (favorite, print, download, search).
 */
export function QualityFeedbackPreviewPage() {
  return <DocumentById<QualityFbDetail> useDetail={useQualityFbDetailQuery} notFound="qualityFb.preview.notFound">{(detail) => <QualityFbReading detail={detail} />}</DocumentById>;
}
