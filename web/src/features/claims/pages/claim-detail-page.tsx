import { useState } from 'react';
import { Card, Descriptions, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { EXCELLENT_FLAG, type ClaimDetail } from '@tis/contracts';
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
import { cacheClaimFavorite, useClaimDetailQuery, useClaimVerifyListQuery } from '../api/claims-api';
import { ClaimEditor } from '../components/claim-editor';
import { ClaimWorkflowButtons } from '../components/claim-workflow-buttons';
import '../../cases/cases.css';

const TEXTS = ['faultDescription', 'cause', 'repairMeasures'] as const;
const isFavorite = (data: unknown) => typeof data === 'object' && data !== null && 'itemCode' in data;

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

function ClaimReading({ detail }: { detail: ClaimDetail }) {
  const { t } = useText();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { print } = usePrint();
  const [add] = useAddFavoriteMutation();
  const [remove] = useRemoveFavoriteMutation();
  const [editing, setEditing] = useState(false);
  const { currentData: records = [], isFetching: recordsLoading } = useClaimVerifyListQuery(detail.id);

  const toggleFavorite = async () => {
    const item = { itemType: 'claim', itemCode: detail.id } as const;
    const done = detail.favorite ? settleMutation(await remove(item)) : settleMutation(await add(item), { isSuccess: isFavorite });
    if (done) dispatch(cacheClaimFavorite(detail.id, !detail.favorite));
  };

  return (
    <Card variant="borderless" className="tis-case-reading" data-testid="claim-detail">
      <Typography.Title level={3} className="tis-case-title" data-testid="claim-title">
        {detail.claimNo}
      </Typography.Title>
      <Space wrap className="tis-case-meta">
        <CaseStateTags row={{ ...detail, isExcellent: EXCELLENT_FLAG.ordinary }} />
      </Space>
      <div className="tis-case-tools tis-print-hide">
        <ClaimWorkflowButtons doc={detail} variant="default" onEdit={() => setEditing(true)} onDeleted={() => void navigate('/ClaimManage')} />
      </div>
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
      <VerifyHistory records={records} loading={recordsLoading} />
      <FloatingToolbar
        favorited={detail.favorite}
        onFavorite={() => void toggleFavorite()}
        onPrint={() => void print()}
        // Download: the browser's print dialog saves the page as a PDF, with the same watermark.
        onDownload={() => void print()}
        onSearch={() => void navigate('/SearchPage')}
      />
      <ClaimEditor target={editing ? { id: detail.id } : null} onClose={() => setEditing(false)} />
    </Card>
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
