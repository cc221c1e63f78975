import { Button, Descriptions, Modal, Tag, Typography } from 'antd';
import type { FeedbackView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { StoredImage } from '../../../shared/widgets/file-upload';
import { formatTime } from '../../logs/log-format';
import '../feedback.css';

/** Answered or not, as a tag. */
export function AnswerStateTag({ feedback }: { feedback: Pick<FeedbackView, 'answeredAt'> }) {
  const { t } = useText();
  return feedback.answeredAt ? <Tag color="green">{t('feedback.list.answered')}</Tag> : <Tag color="orange">{t('feedback.list.unanswered')}</Tag>;
}

/** The images of a feedback (stored files, fetched with the session token). */
export function FeedbackImages({ images }: { images: readonly string[] }) {
  const { t } = useText();
  if (images.length === 0) return null;
  return (
    <div className="tis-feedback-images" data-testid="feedback-images">
      {images.map((url, index) => (
        <StoredImage key={url} src={url} alt={t('feedback.detail.image', { index: index + 1 })} className="tis-feedback-image" />
      ))}
    </div>
  );
}

export interface FeedbackDetailProps {
  feedback: FeedbackView;
  /** Staff see who sent it from which organisation; the sender does not need it. */
  showSender?: boolean;
}

/** One feedback: type, text, images, sender and organisation, and the answer (or that there is none yet). */
export function FeedbackDetail({ feedback, showSender = true }: FeedbackDetailProps) {
  const { t } = useText();
  const items = [
    { key: 'type', label: t('feedback.field.type'), children: feedback.typeName },
    { key: 'sentAt', label: t('feedback.field.sentAt'), children: formatTime(feedback.sentAt) },
    ...(showSender
      ? [
          { key: 'sender', label: t('feedback.field.sender'), children: `${feedback.senderName} (${feedback.senderCode})` },
          { key: 'org', label: t('feedback.field.org'), children: feedback.orgName ?? feedback.orgCode ?? '' },
        ]
      : []),
    {
      key: 'content',
      label: t('feedback.field.content'),
      span: 2,
      children: (
        <div>
          <Typography.Paragraph className="tis-feedback-text" data-testid="feedback-content">
            {feedback.content}
          </Typography.Paragraph>
          <FeedbackImages images={feedback.images} />
        </div>
      ),
    },
    {
      key: 'answer',
      label: t('feedback.field.answer'),
      span: 2,
      children: feedback.answer ? (
        <div data-testid="feedback-answer">
          <Typography.Paragraph className="tis-feedback-text">{feedback.answer}</Typography.Paragraph>
          <Typography.Text type="secondary">
            {feedback.answeredByName} · {formatTime(feedback.answeredAt)}
          </Typography.Text>
        </div>
      ) : (
        <Typography.Text type="secondary" data-testid="feedback-no-answer">
          {t('feedback.detail.noAnswer')}
        </Typography.Text>
      ),
    },
  ];
  return <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered items={items} data-testid="feedback-detail" />;
}

export interface FeedbackDetailDialogProps {
  /** The feedback shown; null: closed. */
  feedback: FeedbackView | null;
  onClose: () => void;
  showSender?: boolean;
  'data-testid': string;
}

/** One feedback in a dialog with a close button (the sender's panel and /FeedbackList). */
export function FeedbackDetailDialog({ feedback, onClose, showSender = true, 'data-testid': testId }: FeedbackDetailDialogProps) {
  const { t } = useText();
  return (
    <Modal
      open={feedback !== null}
      title={t('feedback.detail.title')}
      width={760}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="feedback-detail-close">
          {t('common.action.close')}
        </Button>
      }
      destroyOnHidden
      data-testid={testId}
    >
      {feedback && <FeedbackDetail feedback={feedback} showSender={showSender} />}
    </Modal>
  );
}
