import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Descriptions, Form, Input, List, Space, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { answerTechQuaSchema, createTechQuaSchema, TECH_QUA_TEXT_MAX_LENGTH, type TechProveDetail, type TechQuaRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { LockButton, schemaRule } from '../../../shared/admin';
import { DocumentById, ReadingFrame } from '../../../shared/widgets/document-page';
import { downloadFile } from '../../../shared/widgets/file-upload';
import { RichTextView } from '../../../shared/widgets/rich-text';
import { formatTime } from '../../logs/log-format';
import { useAnswerTechQuaMutation, useAskTechQuaMutation, useCancelTechQuaMutation, useSettleTechProve, useTechProveDetailQuery } from '../api/tech-proof-api';
import { TechProveEditor } from '../components/tech-proof-editor';
import { TECH_PROVE_OPERATION_TEXT, TechProveStateTag, TechQuaStateTag, techProveStateText } from '../components/tech-proof-states';
import { TechProveStepButtons } from '../components/tech-proof-step-buttons';
import '../../cases/cases.css';

function Head({ detail }: { detail: TechProveDetail }) {
  const { t } = useText();
  const items = [
    { key: 'code', label: t('techProve.field.proveCode'), children: detail.proveCode },
    { key: 'brand', label: t('techProve.field.brand'), children: detail.brandCode },
    { key: 'series', label: t('techProve.field.series'), children: detail.seriesName ?? detail.seriesCode },
    { key: 'model', label: t('techProve.field.model'), children: detail.modelCode ?? '-' },
    { key: 'parts', label: t('techProve.field.partCodes'), children: detail.partCodes.length > 0 ? detail.partCodes.join(', ') : '-' },
    { key: 'proposer', label: t('techProve.field.proposer'), children: detail.proposerName },
    { key: 'org', label: t('techProve.field.orgName'), children: detail.orgName ?? '-' },
    { key: 'createdAt', label: t('techProve.field.createdAt'), children: formatTime(detail.createdAt) },
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} className="tis-case-head" data-testid="tp-head" />;
}

function Attachments({ detail }: { detail: TechProveDetail }) {
  const { t } = useText();
  if (detail.attachments.length === 0) return <Typography.Text type="secondary">{t('techProve.preview.noAttachments')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={detail.attachments}
      data-testid="tp-attachments"
      renderItem={(file) => (
        <List.Item>
          <Button type="link" icon={<PaperClipOutlined />} onClick={() => void downloadFile(file.url, file.name)}>
            {file.name}
          </Button>
        </List.Item>
      )}
    />
  );
}

/** Every recorded step, oldest first: the step, the states it went between, the remark, who and when. */
function History({ detail }: { detail: TechProveDetail }) {
  const { t } = useText();
  const operation = (name: string) => t(Object.hasOwn(TECH_PROVE_OPERATION_TEXT, name) ? TECH_PROVE_OPERATION_TEXT[name as keyof typeof TECH_PROVE_OPERATION_TEXT] : 'techProve.op.submit');
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={detail.history}
      locale={{ emptyText: t('techProve.preview.noHistory') }}
      data-testid="tp-history"
      columns={[
        { title: t('techProve.field.operation'), key: 'operation', render: (_, r) => operation(r.operation) },
        { title: t('techProve.field.state'), key: 'state', render: (_, r) => `${r.fromState === null ? '' : `${t(techProveStateText(r.fromState))} → `}${t(techProveStateText(r.toState))}` },
        { title: t('techProve.field.remark'), dataIndex: 'remark', key: 'remark', render: (remark: string | null) => remark ?? '' },
        { title: t('techProve.field.user'), dataIndex: 'fullName', key: 'user' },
        { title: t('techProve.field.time'), key: 'at', render: (_, r) => formatTime(r.at) },
      ]}
    />
  );
}

/** One question with its answer; the staff answer it here, who asked it (or the staff) cancel it. */
function Question({ question }: { question: TechQuaRow }) {
  const { t } = useText();
  const [form] = Form.useForm<{ answer?: string }>();
  const [answer, answering] = useAnswerTechQuaMutation();
  const [cancel] = useCancelTechQuaMutation();
  const settle = useSettleTechProve();
  const sendAnswer = async () => {
    const { answer: text = '' } = await form.validateFields();
    settle(await answer({ quaId: question.id, body: { version: question.version, answer: text } }));
  };
  return (
    <List.Item data-testid={`tq-${question.id}`}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <TechQuaStateTag state={question.state} />
          <Typography.Text strong>{question.question}</Typography.Text>
        </Space>
        <Typography.Text type="secondary">{t('techProve.preview.askedBy', { name: question.askerName, time: formatTime(question.askedAt) })}</Typography.Text>
        {question.answer !== null && (
          <Typography.Paragraph data-testid="tq-answer">
            {question.answer}
            <br />
            <Typography.Text type="secondary">{t('techProve.preview.answeredBy', { name: question.answerName ?? '', time: formatTime(question.answerTime) })}</Typography.Text>
          </Typography.Paragraph>
        )}
        {question.cancelRemark !== null && <Typography.Text type="secondary">{question.cancelRemark}</Typography.Text>}
        {question.actions.includes('answer') && (
          <Form form={form} layout="inline" onFinish={() => void sendAnswer()}>
            <Form.Item name="answer" rules={[schemaRule(answerTechQuaSchema.shape.answer, t)]} style={{ flex: 1 }}>
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={TECH_QUA_TEXT_MAX_LENGTH} placeholder={t('techProve.preview.answerPlaceholder')} data-testid="tq-answer-input" />
            </Form.Item>
            <LockButton type="primary" htmlType="submit" loading={answering.isLoading} data-testid="tq-answer-send">
              {t('techProve.preview.answer')}
            </LockButton>
          </Form>
        )}
        {question.actions.includes('cancel') && (
          <LockButton danger size="small" onClick={() => void cancel({ quaId: question.id, body: { version: question.version } }).then(settle)} data-testid="tq-cancel">
            {t('techProve.preview.cancelQuestion')}
          </LockButton>
        )}
      </Space>
    </List.Item>
  );
}

function Questions({ detail }: { detail: TechProveDetail }) {
  const { t } = useText();
  const [form] = Form.useForm<{ question?: string }>();
  const [ask, asking] = useAskTechQuaMutation();
  const settle = useSettleTechProve();
  const send = async () => {
    const { question = '' } = await form.validateFields();
    if (settle(await ask({ proveId: detail.id, question }))) form.resetFields();
  };
  return (
    <section className="tis-case-section" data-testid="tp-questions">
      <Typography.Title level={5}>{t('techProve.preview.questions')}</Typography.Title>
      <List size="small" dataSource={detail.questions} locale={{ emptyText: t('techProve.preview.noQuestions') }} renderItem={(q) => <Question question={q} />} />
      {detail.canAsk && (
        <Form form={form} layout="inline" onFinish={() => void send()} style={{ marginTop: 8 }}>
          <Form.Item name="question" rules={[schemaRule(createTechQuaSchema.shape.question, t)]} style={{ flex: 1 }}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={TECH_QUA_TEXT_MAX_LENGTH} placeholder={t('techProve.preview.askPlaceholder')} data-testid="tq-ask-input" />
          </Form.Item>
          <LockButton type="primary" htmlType="submit" loading={asking.isLoading} data-testid="tq-ask">
            {t('techProve.preview.ask')}
          </LockButton>
        </Form>
      )}
    </section>
  );
}

function Reading({ detail }: { detail: TechProveDetail }) {
  const { t } = useText();
  const navigate = useNavigate();
  return (
    <ReadingFrame
      doc={detail}
      testId="tp-detail"
      title={detail.title}
      titleTestId="tp-title"
      meta={
        <>
          <TechProveStateTag state={detail.state} />
          <Button type="link" onClick={() => void navigate('/TechProve')}>
            {t('techProve.preview.back')}
          </Button>
        </>
      }
      tools={(edit) => <TechProveStepButtons proof={detail} variant="default" onEdit={edit} />}
      editor={(target, onClose) => <TechProveEditor target={target} onClose={onClose} />}
    >
      <Head detail={detail} />
      <section className="tis-case-section">
        <Typography.Title level={5}>{t('techProve.field.description')}</Typography.Title>
        <RichTextView html={detail.description} data-testid="tp-description" />
      </section>
      <section className="tis-case-section">
        <Typography.Title level={5}>{t('techProve.field.attachments')}</Typography.Title>
        <Attachments detail={detail} />
      </section>
      <section className="tis-case-section">
        <Typography.Title level={5}>{t('techProve.preview.history')}</Typography.Title>
        <History detail={detail} />
      </section>
      <Questions detail={detail} />
    </ReadingFrame>
  );
}

/**
 * /TechProvePreview?id= (issue 16): the reading view of one technical proof — head fields, the fault
 * in rich text, attachments (read with the proof's access), the history of every step, and the
 * technical questions with their answers — with exactly the operations the server offers the caller.
 */
export function TechProvePreviewPage() {
  return <DocumentById<TechProveDetail> useDetail={useTechProveDetailQuery} notFound="techProve.preview.notFound">{(detail) => <Reading detail={detail} />}</DocumentById>;
}
