import { Form, Input, Select } from 'antd';
import { caseShareQuerySchema, LANGUAGES, type Language } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { EditModal, schemaRule } from '../../admin';

interface ShareForm {
  receivingUser: string;
  langCode?: Language;
}

export interface ShareDialogProps {
  open: boolean;
  /** "Share the case", "Share the notice". */
  title: string;
  /** Sends the document to the account (trimmed) in the chosen language or theirs; resolves true when it went. */
  onShare: (receivingUser: string, langCode?: Language) => Promise<boolean>;
  onClose: () => void;
  'data-testid'?: string;
}

/**
 * Share a case or bulletin with another account (spec sections 2, 3 and 7: `GET share` with the
 * document, receivingUser and langCode): it goes to their messages. The floating toolbar hides
 * sharing on overseas deployments.
 */
export function ShareDialog({ open, title, onShare, onClose, 'data-testid': testId = 'share-dialog' }: ShareDialogProps) {
  const { t } = useText();
  return (
    <EditModal<ShareForm> open={open} title={title} okText={t('cases.share.ok')} width={520} onSubmit={({ receivingUser, langCode }) => onShare(receivingUser.trim(), langCode)} onClose={onClose} data-testid={testId}>
      <Form.Item name="receivingUser" label={t('cases.share.user')} rules={[schemaRule(caseShareQuerySchema.shape.receivingUser, t)]}>
        <Input autoComplete="off" data-testid="share-user" />
      </Form.Item>
      <Form.Item name="langCode" label={t('cases.share.lang')}>
        <Select<Language>
          allowClear
          placeholder={t('cases.share.langAuto')}
          options={LANGUAGES.map((lang) => ({ value: lang, label: t(`common.language.${lang}`) }))}
          data-testid="share-lang"
        />
      </Form.Item>
    </EditModal>
  );
}
