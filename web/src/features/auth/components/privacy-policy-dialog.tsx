import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { useText } from '../../../i18n/use-text';
import { useLazyPrivacyPolicyQuery } from '../api/auth-api';
import { base64ToBytes } from '../base64';
import { PdfPages } from './pdf-pages';

/** The agree button stays disabled this long (spec section 9: privacy agree delay 5 s). */
export const PRIVACY_AGREE_DELAY_S = 5;

export interface PrivacyPolicyDialogProps {
  open: boolean;
  onAgree: () => void;
  onClose: () => void;
}

/** Seconds left until the agree button unlocks; starts when the dialog mounts. */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return left;
}

function PrivacyPolicyModal({ onAgree, onClose }: Omit<PrivacyPolicyDialogProps, 'open'>) {
  const { t } = useText();
  const [load, { data: pdf, isFetching, isError }] = useLazyPrivacyPolicyQuery();
  const bytes = useMemo(() => (pdf ? base64ToBytes(pdf) : null), [pdf]);
  const [drawFailed, setDrawFailed] = useState(false);
  const left = useCountdown(PRIVACY_AGREE_DELAY_S);

  useEffect(() => {
    void load(undefined);
  }, [load]);

  const failed = isError || drawFailed || (!isFetching && pdf === null);
  return (
    <Modal
      open
      width={860}
      title={t('auth.privacyPolicy.title')}
      onCancel={onClose}
      data-testid="privacy-policy"
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.action.close')}
        </Button>,
        <Button key="agree" type="primary" disabled={left > 0} onClick={onAgree} data-testid="privacy-policy-agree">
          {left > 0 ? t('auth.privacyPolicy.agreeCountdown', { seconds: left }) : t('auth.privacyPolicy.agree')}
        </Button>,
      ]}
    >
      <div className={failed ? 'tis-privacy-body tis-privacy-body-failed' : 'tis-privacy-body'}>
        {isFetching && (
          <Spin description={t('auth.privacyPolicy.loading')}>
            <div className="tis-privacy-spin" />
          </Spin>
        )}
        {!isFetching && failed && <Alert type="error" showIcon title={t('error.privacyLoadFailed')} />}
        {!isFetching && !failed && bytes && (
          <div className="tis-privacy-document">
            <PdfPages data={bytes} title={t('auth.privacyPolicy.title')} onError={() => setDrawFailed(true)} />
          </div>
        )}
      </div>
    </Modal>
  );
}

/**
 * The privacy policy PDF (spec section 2), drawn with pdf.js so its text is on the page, with an
 * agree button that unlocks after 5 s. Mounted only while open, so every opening loads the policy
 * and restarts the countdown.
 */
export function PrivacyPolicyDialog({ open, onAgree, onClose }: PrivacyPolicyDialogProps) {
  return open ? <PrivacyPolicyModal onAgree={onAgree} onClose={onClose} /> : null;
}
