import { useState } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { CASE_RICH_TEXTS, EXCELLENT_FLAG, PUBLISH_STATE, type CaseDetail } from '@tis/contracts';
import { useAppDispatch } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import { settleMutation } from '../../../shared/admin';
import { ReadersDrawer, ShareDialog } from '../../../shared/widgets/document-sharing';
import { DocumentById } from '../../../shared/widgets/document-page';
import { FloatingToolbar } from '../../../shared/widgets/floating-toolbar';
import { usePrint } from '../../../shared/widgets/print';
import { RichTextView } from '../../../shared/widgets/rich-text';
import { VerifyHistory } from '../../../shared/widgets/verify-history';
import { formatTime } from '../../logs/log-format';
import {
  cacheFavorite,
  useAddFavoriteMutation,
  useCaseDetailQuery,
  useCaseReadersQuery,
  useCaseVerifyListQuery,
  useMarkExcellentMutation,
  useRemoveFavoriteMutation,
  useShareCaseMutation,
} from '../api/cases-api';
import { HEAD_WORDS } from '../case-form';
import { CaseStateTags } from '../components/case-states';
import { CaseStepsView } from '../components/case-steps-view';
import { CaseWorkflowButtons } from '../components/case-workflow-buttons';
import { useUserCode } from '../hooks/use-case-access';
import { useSettleCase } from '../hooks/use-settle-case';
import '../cases.css';

const isFavorite = (data: unknown) => typeof data === 'object' && data !== null && 'itemCode' in data;

/** Favorite on / off (spec sections 2 and 3: itemType case, itemCode the case's id). */
function useFavoriteToggle(detail: CaseDetail): () => Promise<void> {
  const dispatch = useAppDispatch();
  const [add] = useAddFavoriteMutation();
  const [remove] = useRemoveFavoriteMutation();
  return async () => {
    const item = { itemType: 'case', itemCode: detail.id } as const;
    if (detail.favorite) {
      if (settleMutation(await remove(item))) dispatch(cacheFavorite(detail.id, false));
    } else if (settleMutation(await add(item), { isSuccess: isFavorite })) {
      dispatch(cacheFavorite(detail.id, true));
    }
  };
}

function CaseHead({ detail }: { detail: CaseDetail }) {
  const { t } = useText();
  const text = (value: string | number | null) => (value === null || value === '' ? '-' : value);
  const items = [
    { key: 'series', label: t('cases.field.series'), children: `${detail.brandCode} / ${detail.seriesName ?? detail.seriesCode}` },
    { key: 'vin', label: t('cases.field.vin'), children: text(detail.vin) },
    { key: 'mileage', label: t('cases.field.mileage'), children: detail.mileage },
    { key: 'mileageElectric', label: t('cases.field.mileageElectric'), children: text(detail.mileageElectric) },
    { key: 'orgName', label: t('cases.field.orgName'), children: text(detail.orgName) },
    { key: 'author', label: t('cases.field.author'), children: detail.fullName },
    { key: 'createdAt', label: t('cases.field.createdAt'), children: formatTime(detail.createdAt) },
    { key: 'publishTime', label: t('cases.field.publishTime'), children: text(formatTime(detail.publishTime)) },
    { key: 'timesRead', label: t('cases.field.timesRead'), children: <span data-testid="case-times-read">{detail.timesRead}</span> },
    ...HEAD_WORDS.map((name) => ({ key: name, label: t(`cases.field.${name}`), children: text(detail[name]) })),
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} className="tis-case-head" />;
}

function CaseReading({ detail }: { detail: CaseDetail }) {
  const { t } = useText();
  const navigate = useNavigate();
  const userCode = useUserCode();
  const { print } = usePrint();
  const settle = useSettleCase();
  const [mark, { isLoading: marking }] = useMarkExcellentMutation();
  const { currentData: records = [], isFetching: recordsLoading } = useCaseVerifyListQuery(detail.id);
  const toggleFavorite = useFavoriteToggle(detail);
  const [sharing, setSharing] = useState(false);
  const [readers, setReaders] = useState(false);
  const [share] = useShareCaseMutation();
  const published = detail.publishState === PUBLISH_STATE.published;
  const mayReadReaders = detail.canMarkExcellent || detail.authorCode === userCode;

  const setExcellent = async (excellent: boolean) => {
    settle(await mark({ id: detail.id, body: { version: detail.version, isExcellent: excellent ? EXCELLENT_FLAG.excellent : EXCELLENT_FLAG.ordinary } }));
  };

  return (
    <Card variant="borderless" className="tis-case-reading" data-testid="case-detail">
      <Typography.Title level={3} className="tis-case-title">
        {detail.title}
      </Typography.Title>
      <Space wrap className="tis-case-meta">
        <Typography.Text type="secondary" data-testid="case-code">
          {detail.caseCode}
        </Typography.Text>
        <CaseStateTags row={detail} />
      </Space>
      <Space wrap className="tis-case-tools tis-print-hide">
        <CaseWorkflowButtons doc={detail} variant="default" onDeleted={() => void navigate('/CaseWork')} />
        {detail.canMarkExcellent && (
          <label className="tis-case-excellent">
            <Switch
              checked={detail.isExcellent === EXCELLENT_FLAG.excellent}
              disabled={!published}
              loading={marking}
              onChange={(checked) => void setExcellent(checked)}
              data-testid="case-excellent"
            />{' '}
            {t('widgets.state.excellent.excellent')}
          </label>
        )}
        {mayReadReaders && (
          <Button icon={<TeamOutlined />} onClick={() => setReaders(true)} data-testid="case-readers">
            {t('cases.readers.title')}
          </Button>
        )}
      </Space>
      <CaseHead detail={detail} />
      <section className="tis-case-section">
        {CASE_RICH_TEXTS.map((name) => {
          const html = detail[name];
          return html ? (
            <div key={name}>
              <Typography.Title level={5}>{t(`cases.field.${name}`)}</Typography.Title>
              <RichTextView html={html} className="tis-case-rich-text" data-testid={`case-text-${name}`} />
            </div>
          ) : null;
        })}
      </section>
      <CaseStepsView steps={detail.steps} />
      <VerifyHistory records={records} loading={recordsLoading} />
      <FloatingToolbar
        favorited={detail.favorite}
        onFavorite={() => void toggleFavorite()}
        onShare={published ? () => setSharing(true) : undefined}
        onPrint={() => void print()}
        // Download: the browser's print dialog saves the page as a PDF, with the same watermark.
        onDownload={() => void print()}
        onSearch={() => void navigate('/SearchPage')}
      />
      <ShareDialog
        open={sharing}
        title={t('cases.share.title')}
        onShare={async (receivingUser, langCode) => settleMutation(await share({ caseId: detail.id, receivingUser, ...(langCode ? { langCode } : {}) }))}
        onClose={() => setSharing(false)}
      />
      <ReadersDrawer documentId={readers ? detail.id : null} useReaders={useCaseReadersQuery} onClose={() => setReaders(false)} />
    </Card>
  );
}

/**
 * /CaseDetail?id= (spec sections 2 and 3): the reading view of a case — head, texts, the four
 * sections with their photos (previewable thumbnails), audio and video, verify history and read
 * count — with the floating toolbar (favorite on / off, share, print and download with the
 * watermark, search), the workflow buttons the caller has, the excellent switch for users who may
 * publish, and the readers list for them and the author.
 */
export function CaseDetailPage() {
  return <DocumentById<CaseDetail> useDetail={useCaseDetailQuery} notFound="cases.detail.notFound">{(detail) => <CaseReading detail={detail} />}</DocumentById>;
}
