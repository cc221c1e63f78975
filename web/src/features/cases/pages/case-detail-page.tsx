import { useState } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { CASE_RICH_TEXTS, EXCELLENT_FLAG, PUBLISH_STATE, type CaseDetail } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { settleMutation } from '../../../shared/admin';
import { ReadersDrawer, ShareDialog } from '../../../shared/widgets/document-sharing';
import { DocumentById, DocumentReadingView, type ReadingKind } from '../../../shared/widgets/document-page';
import { RichTextView } from '../../../shared/widgets/rich-text';
import { formatTime } from '../../logs/log-format';
import {
  cacheFavorite,
  useCaseDetailQuery,
  useCaseReadersQuery,
  useCaseVerifyListQuery,
  useMarkExcellentMutation,
  useShareCaseMutation,
} from '../api/cases-api';
import { HEAD_WORDS } from '../case-form';
import { CaseStateTags } from '../components/case-states';
import { CaseStepsView } from '../components/case-steps-view';
import { CaseWorkflowButtons } from '../components/case-workflow-buttons';
import { useUserCode } from '../hooks/use-case-access';
import { useSettleCase } from '../hooks/use-settle-case';
import '../cases.css';

const CASE_READING: ReadingKind = { kind: 'case', cacheFavorite, useVerifyList: useCaseVerifyListQuery };

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
  const settle = useSettleCase();
  const [mark, { isLoading: marking }] = useMarkExcellentMutation();
  const [sharing, setSharing] = useState(false);
  const [readers, setReaders] = useState(false);
  const [share] = useShareCaseMutation();
  const published = detail.publishState === PUBLISH_STATE.published;
  const mayReadReaders = detail.canMarkExcellent || detail.authorCode === userCode;

  const setExcellent = async (excellent: boolean) => {
    settle(await mark({ id: detail.id, body: { version: detail.version, isExcellent: excellent ? EXCELLENT_FLAG.excellent : EXCELLENT_FLAG.ordinary } }));
  };

  return (
    <DocumentReadingView
      kind={CASE_READING}
      doc={detail}
      testId="case-detail"
      title={detail.title}
      meta={
        <>
          <Typography.Text type="secondary" data-testid="case-code">
            {detail.caseCode}
          </Typography.Text>
          <CaseStateTags row={detail} />
        </>
      }
      tools={() => (
        <Space wrap>
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
      )}
      onShare={published ? () => setSharing(true) : undefined}
    >
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
      <ShareDialog
        open={sharing}
        title={t('cases.share.title')}
        onShare={async (receivingUser, langCode) => settleMutation(await share({ caseId: detail.id, receivingUser, ...(langCode ? { langCode } : {}) }))}
        onClose={() => setSharing(false)}
      />
      <ReadersDrawer documentId={readers ? detail.id : null} useReaders={useCaseReadersQuery} onClose={() => setReaders(false)} />
    </DocumentReadingView>
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
