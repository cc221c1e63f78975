import { Form, Input, Radio } from 'antd';
import { VERIFY_REMARK_MAX_LENGTH, verifyVerdictSchema, type VerifyVerdict } from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { EditModal } from '../../../shared/admin';

interface VerdictForm {
  approved: boolean;
  remark?: string;
}

const INITIAL: VerdictForm = { approved: true, remark: '' };

export interface VerifyDialogProps {
  /** What is verified ("RC-2026-0001 Brake noise"); null: closed. */
  name: string | null;
  /** Sends the verdict; resolve true to close the dialog. */
  onVerify: (verdict: VerifyVerdict) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The verify dialog (spec section 4, ADR 0019): approve, or refuse with a remark — a refusal
 * without a remark is refused here with the schema's message ("workflow.remarkRequired") and
 * nothing is sent. OK locks for 1 s and spins while the verdict is sent.
 */
export function VerifyDialog({ name, onVerify, onClose }: VerifyDialogProps) {
  const { t } = useText();
  const [form] = Form.useForm<VerdictForm>();
  const approved = Form.useWatch<boolean | undefined>('approved', form);

  return (
    <EditModal<VerdictForm>
      open={name !== null}
      title={t('cases.verify.title', { name: name ?? '' })}
      okText={t('cases.verify.ok')}
      width={520}
      form={form}
      initialValues={INITIAL}
      onSubmit={({ approved: ok, remark }) => onVerify(verifyVerdictSchema.parse({ approved: ok, remark: remark ?? '' }))}
      onClose={onClose}
      data-testid="verify-dialog"
    >
      <Form.Item name="approved" label={t('cases.verify.decision')}>
        <Radio.Group
          data-testid="verify-decision"
          options={[
            { value: true, label: t('cases.verify.approve') },
            { value: false, label: t('cases.verify.refuse') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('cases.verify.remark')}
        required={approved === false}
        dependencies={['approved']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, remark: string | undefined) => {
              const parsed = verifyVerdictSchema.safeParse({ approved: getFieldValue('approved') as boolean, remark: remark ?? '' });
              return parsed.success ? Promise.resolve() : Promise.reject(new Error(t(parsed.error.issues[0]?.message as TextKey)));
            },
          }),
        ]}
      >
        <Input.TextArea rows={4} maxLength={VERIFY_REMARK_MAX_LENGTH} showCount data-testid="verify-remark" />
      </Form.Item>
    </EditModal>
  );
}
