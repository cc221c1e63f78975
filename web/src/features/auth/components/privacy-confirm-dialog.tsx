import { Button, Modal } from 'antd';
import { useText } from '../../../i18n/use-text';

export interface PrivacyConfirmDialogProps {
  open: boolean;
  onAgree: () => void;
  onCancel: () => void;
  onRead: () => void;
}

/** Privacy confirmation (spec section 2): agree continues the pending login, cancel drops it. */
export function PrivacyConfirmDialog({ open, onAgree, onCancel, onRead }: PrivacyConfirmDialogProps) {
  const { t } = useText();
  return (
    <Modal
      open={open}
      title={t('auth.privacyConfirm.title')}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="privacy-confirm"
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('common.action.cancel')}
        </Button>,
        <Button key="agree" type="primary" onClick={onAgree} data-testid="privacy-agree">
          {t('auth.privacyConfirm.agree')}
        </Button>,
      ]}
    >
      <p>{t('auth.privacyConfirm.content')}</p>
      <Button type="link" onClick={onRead} className="tis-login-privacy-read">
        {t('auth.privacyConfirm.read')}
      </Button>
    </Modal>
  );
}
