import { useState } from 'react';
import { PaperClipOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, List, Space, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PUBLISH_STATE, type BulletinDetail } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { settleMutation } from '../../../shared/admin';
import { ReadersDrawer, ShareDialog } from '../../../shared/widgets/document-sharing';
import { downloadFile } from '../../../shared/widgets/file-upload';
import { DocumentById } from '../../../shared/widgets/document-page';
import { FloatingToolbar } from '../../../shared/widgets/floating-toolbar';
import { usePrint } from '../../../shared/widgets/print';
import { RichTextView } from '../../../shared/widgets/rich-text';
import { formatTime } from '../../logs/log-format';
import { useBulletinDetailQuery, useBulletinHistoryQuery, useBulletinReadersQuery, useShareBulletinMutation } from '../api/bulletins-api';
import { BulletinEditor } from '../components/bulletin-editor';
import { PublishTag, useAudienceText } from '../components/bulletin-tags';
import { BulletinWorkflowButtons } from '../components/bulletin-workflow-buttons';
import '../bulletins.css';

function Attachments({ detail }: { detail: BulletinDetail }) {
  const { t } = useText();
  if (detail.attachments.length === 0) return <Typography.Text type="secondary">{t('bulletins.detail.noAttachments')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={detail.attachments}
      data-testid="bulletin-attachments"
      renderItem={(file) => (
        <List.Item>
          <Button type="link" icon={<PaperClipOutlined />} onClick={() => void downloadFile(file.url, file.name)} aria-label={`${t('bulletins.detail.download')} ${file.name}`}>
            {file.name}
          </Button>
        </List.Item>
      )}
    />
  );
}

function History({ id }: { id: string }) {
  const { t } = useText();
  const { data = [] } = useBulletinHistoryQuery(id);
  if (data.length === 0) return null;
  return (
    <section className="tis-bulletin-history">
      <Typography.Title level={5}>{t('bulletins.detail.history')}</Typography.Title>
      <Timeline
        items={data.map((step, i) => ({
          key: i,
          color: step.action === 'publish' ? 'green' : 'red',
          content: `${formatTime(step.verifyTime)} · ${step.fullName} · ${t(step.action === 'publish' ? 'bulletins.action.publish' : 'bulletins.action.cancelPublish')}`,
        }))}
      />
    </section>
  );
}

function BulletinReading({ detail }: { detail: BulletinDetail }) {
  const { t } = useText();
  const navigate = useNavigate();
  const { print } = usePrint();
  const audience = useAudienceText();
  const [share] = useShareBulletinMutation();
  const [sharing, setSharing] = useState(false);
  const [readers, setReaders] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const published = detail.publishState === PUBLISH_STATE.published;

  const items = [
    { key: 'publishTime', label: t('bulletins.field.publishTime'), children: formatTime(detail.publishTime) || '-' },
    { key: 'author', label: t('bulletins.field.author'), children: detail.authorName },
    { key: 'audience', label: t('bulletins.field.userTypes'), children: audience(detail) },
    { key: 'timesRead', label: t('bulletins.field.timesRead'), children: <span data-testid="bulletin-times-read">{detail.timesRead}</span> },
  ];

  return (
    <Card variant="borderless" className="tis-bulletin-reading" data-testid="bulletin-detail">
      <Typography.Title level={3} className="tis-bulletin-title">
        {detail.title}
      </Typography.Title>
      <Space wrap className="tis-bulletin-meta">
        {detail.canSeeReaders && <PublishTag state={detail.publishState} />}
      </Space>
      {(detail.actions.length > 0 || detail.canSeeReaders) && (
        <Space wrap className="tis-bulletin-tools tis-print-hide">
          <BulletinWorkflowButtons row={detail} variant="default" onEdit={setEditing} onDeleted={() => void navigate('/BulletinList')} />
          {detail.canSeeReaders && (
            <Button icon={<TeamOutlined />} onClick={() => setReaders(true)} data-testid="bulletin-readers">
              {t('bulletins.detail.readers')}
            </Button>
          )}
        </Space>
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={items} />
      <RichTextView html={detail.content} className="tis-bulletin-content" data-testid="bulletin-content" />
      <Typography.Title level={5}>{t('bulletins.field.attachments')}</Typography.Title>
      <Attachments detail={detail} />
      {detail.canSeeReaders && <History id={detail.id} />}
      <FloatingToolbar
        onShare={published ? () => setSharing(true) : undefined}
        onPrint={() => void print()}
        // Download: the browser's print dialog saves the page as a PDF, with the same watermark.
        onDownload={() => void print()}
        onSearch={() => void navigate('/SearchPage')}
      />
      <ShareDialog
        open={sharing}
        title={t('bulletins.share.title')}
        onShare={async (receivingUser, langCode) => settleMutation(await share({ bulletinId: detail.id, receivingUser, ...(langCode ? { langCode } : {}) }))}
        onClose={() => setSharing(false)}
      />
      <ReadersDrawer documentId={readers ? detail.id : null} useReaders={useBulletinReadersQuery} onClose={() => setReaders(false)} />
      {editing !== null && <BulletinEditor target={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

/**
 * /BulletinDetail?id= (spec section 2): the reading view of a notice — title, publication, whom it is
 * for, read count, text and attachments — with the floating toolbar (share a published notice,
 * print and download with the watermark, search). Opening a published notice counts a reading and
 * it is no longer new. The notice staff also get its workflow buttons, its readers and its history.
 */
export function BulletinDetailPage() {
  return <DocumentById<BulletinDetail> useDetail={useBulletinDetailQuery} notFound="bulletins.detail.notFound">{(detail) => <BulletinReading detail={detail} />}</DocumentById>;
}
