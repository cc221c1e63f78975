import { Form, Input, Select } from 'antd';
import { FEEDBACK_CONTENT_MAX_LENGTH, FEEDBACK_IMAGE_UPLOAD, FEEDBACK_IMAGES_MAX, feedbackTypesResource, sendFeedbackSchema } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { EditModal, schemaRule, settleSave } from '../../../shared/admin';
import { useResourceOptions } from '../../../shared/resource';
import { FileUpload, type UploadedFile } from '../../../shared/widgets/file-upload';
import { useSendFeedbackMutation } from '../api/feedback-api';

interface SendValues {
  typeCode?: string;
  content?: string;
  images?: UploadedFile[];
}

export interface SendFeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Send feedback": a type (the feedback types' dropdown, open to every signed-in user), the text
 * (at most 2000 characters) and up to 9 images (jpg, png, jpeg, 20 MB each) through the upload widget.
 */
export function SendFeedbackDialog({ open, onClose }: SendFeedbackDialogProps) {
  const { t } = useText();
  const { data: types, isFetching } = useResourceOptions(feedbackTypesResource);
  const [send] = useSendFeedbackMutation();

  const submit = async (values: SendValues) => {
    const result = await send({ typeCode: values.typeCode ?? '', content: values.content ?? '', images: (values.images ?? []).map((file) => file.url) });
    return settleSave(result);
  };

  return (
    <EditModal<SendValues> open={open} title={t('feedback.send.title')} initialValues={{ images: [] }} onSubmit={submit} onClose={onClose} okText={t('feedback.send.submit')} data-testid="send-feedback-dialog">
      <Form.Item name="typeCode" label={t('feedback.field.type')} rules={[schemaRule(sendFeedbackSchema.shape.typeCode, t)]}>
        <Select
          loading={isFetching}
          options={(types ?? []).map((type) => ({ value: type.typeCode, label: type.typeName }))}
          data-testid="feedback-type"
        />
      </Form.Item>
      <Form.Item name="content" label={t('feedback.field.content')} rules={[schemaRule(sendFeedbackSchema.shape.content, t)]}>
        <Input.TextArea rows={5} maxLength={FEEDBACK_CONTENT_MAX_LENGTH} showCount data-testid="feedback-content-input" />
      </Form.Item>
      <Form.Item name="images" label={t('feedback.field.images')} extra={t('feedback.send.imagesHint')}>
        <FileUpload category={FEEDBACK_IMAGE_UPLOAD.category} accept={FEEDBACK_IMAGE_UPLOAD.accept} maxBytes={FEEDBACK_IMAGE_UPLOAD.maxBytes} maxCount={FEEDBACK_IMAGES_MAX} />
      </Form.Item>
    </EditModal>
  );
}
