import { Descriptions, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { EXCELLENT_FLAG, type QualityFbDetail } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { DocumentById, DocumentReadingView, type ReadingKind } from '../../../shared/widgets/document-page';
import { CaseMediaList } from '../../cases/components/case-media';
import { CaseStateTags } from '../../cases/components/case-states';
import { formatTime } from '../../logs/log-format';
import { cacheQualityFbFavorite, useQualityFbDetailQuery, useQualityFbVerifyListQuery } from '../api/quality-feedback-api';
import { QualityFbEditor } from '../components/quality-fb-editor';
import { QualityFbWorkflowButtons } from '../components/quality-fb-workflow-buttons';
import '../../cases/cases.css';

const TEXTS = ['description', 'cause'] as const;

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

const QUALITY_FB_READING: ReadingKind = { kind: 'qualityFb', cacheFavorite: cacheQualityFbFavorite, useVerifyList: useQualityFbVerifyListQuery };

function QualityFbReading({ detail }: { detail: QualityFbDetail }) {
  const { t } = useText();
  const navigate = useNavigate();
  return (
    <DocumentReadingView
      kind={QUALITY_FB_READING}
      doc={detail}
      testId="qfb-detail"
      title={detail.title}
      titleTestId="qfb-title"
      meta={<CaseStateTags row={{ ...detail, isExcellent: EXCELLENT_FLAG.ordinary }} />}
      tools={(edit) => <QualityFbWorkflowButtons doc={detail} variant="default" onEdit={edit} onDeleted={() => void navigate('/QualityFeedback')} />}
      editor={(target, onClose) => <QualityFbEditor target={target} onClose={onClose} />}
    >
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
    </DocumentReadingView>
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
