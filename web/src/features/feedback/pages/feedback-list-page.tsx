import { useState } from 'react';
import { Button, Form, Input, Select, Space, Typography, type TableColumnsType } from 'antd';
import { answerFeedbackSchema, FEEDBACK_ANSWER_MAX_LENGTH, FEEDBACK_ANSWER_STATES, FEEDBACK_LIST_EXPORT_PATH, feedbackTypesResource, type FeedbackView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, EditModal, FilterBar, PagedTable, schemaRule, settleSave, toPageParams, useEditModal, usePageQuery } from '../../../shared/admin';
import { ListExportButton, useResourceOptions } from '../../../shared/resource';
import { DateRangeItem, rangeParams } from '../../logs/components/date-range-item';
import { formatTime } from '../../logs/log-format';
import { useAnswerFeedbackMutation, useFeedbackListQuery } from '../api/feedback-api';
import { AnswerStateTag, FeedbackDetail, FeedbackDetailDialog } from '../components/feedback-detail';
import '../feedback.css';

interface FeedbackFilters extends Record<string, string | undefined> {
  typeCode?: string;
  answerState?: string;
  startTime?: string;
  endTime?: string;
}

interface FeedbackForm extends Record<string, string | readonly string[] | undefined> {
  keyword?: string;
  typeCode?: string;
  answerState?: string;
  range?: readonly string[];
}

/**
 * /FeedbackList: every user's feedback for staff, newest first (type, answered or not, days,
 * keyword over text, sender and organisation); open one to read it, and answer it once — the
 * sender gets the answer in their messages.
 */
export function FeedbackListPage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<FeedbackFilters>();
  const { data, isFetching } = useFeedbackListQuery(toPageParams(query));
  const { data: types } = useResourceOptions(feedbackTypesResource);
  const [opened, setOpened] = useState<FeedbackView | null>(null);
  const answering = useEditModal<FeedbackView>();
  const [answer] = useAnswerFeedbackMutation();

  const columns: TableColumnsType<FeedbackView> = [
    { title: t('feedback.field.sentAt'), dataIndex: 'sentAt', key: 'sentAt', width: 170, render: (at: string) => formatTime(at) },
    { title: t('feedback.field.type'), dataIndex: 'typeName', key: 'typeName', width: 160 },
    {
      title: t('feedback.field.content'),
      dataIndex: 'content',
      key: 'content',
      render: (content: string) => (
        <Typography.Text ellipsis={{ tooltip: content }} style={{ maxWidth: 360 }}>
          {content}
        </Typography.Text>
      ),
    },
    { title: t('feedback.field.sender'), key: 'sender', width: 180, render: (_, f) => `${f.senderName} (${f.senderCode})` },
    { title: t('feedback.field.org'), key: 'org', width: 200, render: (_, f) => f.orgName ?? f.orgCode ?? '' },
    { title: t('feedback.field.state'), key: 'state', width: 110, render: (_, f) => <AnswerStateTag feedback={f} /> },
    {
      title: '',
      key: 'actions',
      width: 150,
      render: (_, f) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpened(f)} data-testid={`feedback-open-${f.id}`}>
            {t('feedback.list.open')}
          </Button>
          {!f.answeredAt && (
            <Button type="link" size="small" onClick={() => answering.openEdit(f)} data-testid={`feedback-answer-${f.id}`}>
              {t('feedback.list.reply')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const record = answering.record;
  const submitAnswer = async (values: { answer?: string }) => {
    if (!record) return false;
    return settleSave(await answer({ id: record.id, answer: values.answer ?? '', version: record.version }));
  };

  return (
    <AdminListPage
      title={t('feedback.list.pageTitle')}
      data-testid="feedback-list-page"
      actions={<ListExportButton exportPath={FEEDBACK_LIST_EXPORT_PATH} params={toPageParams(query)} fileName="feedback" testId="feedback-export" />}
      filters={
        <FilterBar<FeedbackForm> keyword={{ placeholder: t('feedback.list.keyword') }} onSearch={({ range, ...values }) => search({ ...values, ...rangeParams(range) })}>
          <Form.Item name="typeCode" label={t('feedback.field.type')}>
            <Select
              allowClear
              placeholder={t('feedback.list.allTypes')}
              className="tis-feedback-select"
              options={(types ?? []).map((type) => ({ value: type.typeCode, label: type.typeName }))}
              data-testid="filter-type"
            />
          </Form.Item>
          <Form.Item name="answerState" label={t('feedback.list.answerState')}>
            <Select
              allowClear
              placeholder={t('feedback.list.allStates')}
              className="tis-feedback-select"
              options={FEEDBACK_ANSWER_STATES.map((state) => ({ value: state, label: t(`feedback.list.${state}`) }))}
              data-testid="filter-answer-state"
            />
          </Form.Item>
          <DateRangeItem />
        </FilterBar>
      }
      dialogs={
        <>
          <FeedbackDetailDialog feedback={opened} onClose={() => setOpened(null)} data-testid="feedback-detail-dialog" />
          <EditModal<{ answer?: string }>
            open={answering.open}
            title={t('feedback.list.answerTitle')}
            width={760}
            initialValues={{ answer: '' }}
            onSubmit={submitAnswer}
            onClose={answering.close}
            okText={t('feedback.list.answerSend')}
            data-testid="feedback-answer-dialog"
          >
            {record && <FeedbackDetail feedback={record} />}
            <Form.Item name="answer" label={t('feedback.field.answer')} extra={t('feedback.list.answerHint')} rules={[schemaRule(answerFeedbackSchema.shape.answer, t)]} style={{ marginTop: 16 }}>
              <Input.TextArea rows={5} maxLength={FEEDBACK_ANSWER_MAX_LENGTH} showCount data-testid="feedback-answer-input" />
            </Form.Item>
          </EditModal>
        </>
      }
    >
      <PagedTable<FeedbackView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
