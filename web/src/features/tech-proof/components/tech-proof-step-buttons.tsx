import { useState } from 'react';
import { Button, Form, Input, Modal, Space } from 'antd';
import { TECH_PROVE_MACHINE, TECH_PROVE_REMARK_MAX_LENGTH, type TechProveDetail, type TechProveRow, type TechProveStep } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { LockButton } from '../../../shared/admin';
import { useSettleTechProve, useTechProveStepMutation } from '../api/tech-proof-api';
import { TECH_PROVE_OPERATION_TEXT } from './tech-proof-states';

export interface TechProveStepButtonsProps {
  proof: Pick<TechProveRow, 'id' | 'version' | 'proveCode' | 'actions'>;
  /** The proposer's edit of a pending proof. */
  onEdit?: (id: string) => void;
  onDone?: (detail: TechProveDetail) => void;
  variant?: 'link' | 'default';
}

/**
 * Exactly the operations the server lists for the caller on a proof (TECH_PROVE_MACHINE): edit opens
 * the editor; a step opens a dialog for its remark — required where the table says so (the measures
 * taken, why it failed, why it is cancelled) — and sends it with the version read.
 */
export function TechProveStepButtons({ proof, onEdit, onDone, variant = 'link' }: TechProveStepButtonsProps) {
  const { t } = useText();
  const [step, setStep] = useState<TechProveStep | null>(null);
  const [form] = Form.useForm<{ remark?: string }>();
  const [send, { isLoading }] = useTechProveStepMutation();
  const settle = useSettleTechProve();
  const required = step !== null && TECH_PROVE_MACHINE.transitions[step].remark === 'required';

  const submit = async () => {
    if (step === null) return;
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    const remark = values.remark ?? '';
    const done = settle(await send({ id: proof.id, step, body: { version: proof.version, remark: remark.trim() } }));
    if (done) {
      setStep(null);
      onDone?.(done);
    }
  };

  return (
    <>
      <Space size={variant === 'link' ? 0 : 8} wrap>
        {proof.actions.map((operation) =>
          operation === 'edit' ? (
            onEdit && (
              <Button key={operation} type={variant === 'link' ? 'link' : 'default'} size={variant === 'link' ? 'small' : 'middle'} onClick={() => onEdit(proof.id)} data-testid="tp-action-edit">
                {t(TECH_PROVE_OPERATION_TEXT.edit)}
              </Button>
            )
          ) : (
            <LockButton
              key={operation}
              type={variant === 'link' ? 'link' : 'default'}
              size={variant === 'link' ? 'small' : 'middle'}
              danger={operation === 'cancel' || operation === 'withdraw' || operation === 'reject'}
              onClick={() => {
                form.resetFields();
                setStep(operation);
              }}
              data-testid={`tp-action-${operation}`}
            >
              {t(TECH_PROVE_OPERATION_TEXT[operation])}
            </LockButton>
          ),
        )}
      </Space>
      <Modal
        open={step !== null}
        title={step && t('techProve.step.title', { operation: t(TECH_PROVE_OPERATION_TEXT[step]), code: proof.proveCode })}
        okText={step ? t(TECH_PROVE_OPERATION_TEXT[step]) : undefined}
        okButtonProps={{ loading: isLoading, 'data-testid': 'tp-step-ok' }}
        onOk={() => void submit()}
        onCancel={() => setStep(null)}
        destroyOnHidden
        data-testid="tp-step-dialog"
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="remark"
            label={t('techProve.field.remark')}
            rules={[{ required, whitespace: true, message: t('techProve.step.remarkRequired') }, { max: TECH_PROVE_REMARK_MAX_LENGTH, message: t('validation.tooLong') }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={TECH_PROVE_REMARK_MAX_LENGTH} data-testid="tp-step-remark" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
