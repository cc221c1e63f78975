import { Descriptions, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { EXCELLENT_FLAG, type ClaimDetail } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { DocumentById, DocumentReadingView, type ReadingKind } from '../../../shared/widgets/document-page';
import { CaseMediaList } from '../../cases/components/case-media';
import { CaseStateTags } from '../../cases/components/case-states';
import { formatTime } from '../../logs/log-format';
import { cacheClaimFavorite, useClaimDetailQuery, useClaimVerifyListQuery } from '../api/claims-api';
import { ClaimEditor } from '../components/claim-editor';
import { ClaimWorkflowButtons } from '../components/claim-workflow-buttons';
import '../../cases/cases.css';

const TEXTS = ['faultDescription', 'cause', 'repairMeasures'] as const;

function ClaimHead({ detail }: { detail: ClaimDetail }) {
  const { t } = useText();
  const text = (value: string | number | null) => (value === null || value === '' ? '-' : value);
  const items = [
    { key: 'category', label: t('claims.field.category'), children: t(`claims.category.${detail.category}`) },
    { key: 'vin', label: t('claims.field.vin'), children: detail.vin },
    { key: 'series', label: t('claims.field.series'), children: `${detail.brandCode} / ${detail.seriesName ?? detail.seriesCode}` },
    { key: 'totalMileage', label: t('claims.field.totalMileage'), children: detail.totalMileage },
    { key: 'workingTime', label: t('claims.field.workingTime'), children: detail.workingTime },
    { key: 'orgName', label: t('claims.field.orgName'), children: text(detail.orgName) },
    { key: 'author', label: t('claims.field.author'), children: detail.fullName },
    { key: 'createdAt', label: t('claims.field.createdAt'), children: formatTime(detail.createdAt) },
    { key: 'publishTime', label: t('claims.field.publishTime'), children: text(formatTime(detail.publishTime)) },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} className="tis-case-head" data-testid="claim-head" />;
}

const CLAIM_READING: ReadingKind = { kind: 'claim', cacheFavorite: cacheClaimFavorite, useVerifyList: useClaimVerifyListQuery };

function ClaimReading({ detail }: { detail: ClaimDetail }) {
  const { t } = useText();
  const navigate = useNavigate();
  return (
    <DocumentReadingView
      kind={CLAIM_READING}
      doc={detail}
      testId="claim-detail"
      title={detail.claimNo}
      titleTestId="claim-title"
      meta={<CaseStateTags row={{ ...detail, isExcellent: EXCELLENT_FLAG.ordinary }} />}
      tools={(edit) => <ClaimWorkflowButtons doc={detail} variant="default" onEdit={edit} onDeleted={() => void navigate('/ClaimManage')} />}
      editor={(target, onClose) => <ClaimEditor target={target} onClose={onClose} />}
    >
      <ClaimHead detail={detail} />
      {TEXTS.filter((name) => detail[name]).map((name) => (
        <section key={name} className="tis-case-section">
          <Typography.Title level={5}>{t(`claims.field.${name}`)}</Typography.Title>
          <Typography.Paragraph className="tis-case-text">{detail[name]}</Typography.Paragraph>
        </section>
      ))}
      <section className="tis-case-section">
        <Typography.Title level={5}>{t('claims.field.photos')}</Typography.Title>
        {detail.photos.length > 0 ? <CaseMediaList kind="images" urls={detail.photos} /> : <Typography.Text type="secondary">{t('claims.detail.noPhotos')}</Typography.Text>}
      </section>
    </DocumentReadingView>
  );
}

/**
 * /ClaimDetail?id= (spec sections 2 and 3): the reading view of a claim — its fields, texts,
 * photos (previewable thumbnails) and approval details (the verify history) — with the workflow
 * buttons the caller has (edit opens the editor) and the floating toolbar: favorite on / off,
 * print and download with the watermark, search.
 */
export function ClaimDetailPage() {
  return <DocumentById<ClaimDetail> useDetail={useClaimDetailQuery} notFound="claims.detail.notFound">{(detail) => <ClaimReading detail={detail} />}</DocumentById>;
}
