import { Form, Input, Select } from 'antd';
import { caseShareQuerySchema, LANGUAGES, type Language } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { EditModal, schemaRule, settleMutation } from '../../../shared/admin';
import { useShareCaseMutation } from '../api/cases-api';

interface ShareForm {
  receivingUser: string;
  langCode?: Language;
}

export interface ShareDialogProps {
  /** The case to share; null: closed. */
  caseId: string | null;
  onClose: () => void;
}

/**
 * Share a case with another account (spec sections 2, 3 and 7: `GET share case` with caseId,
 * receivingUser and langCode): the case goes to their messages, in the chosen language or theirs.
 * The floating toolbar hides sharing on overseas deployments.
 */
export function ShareDialog({ caseId, onClose }: ShareDialogProps) {
  const { t } = useText();
  const [share] = useShareCaseMutation();

  const send = async ({ receivingUser, langCode }: ShareForm) =>
    caseId !== null && settleMutation(await share({ caseId, receivingUser: receivingUser.trim(), ...(langCode ? { langCode } : {}) }));

  return (
    <EditModal<ShareForm> open={caseId !== null} title={t('cases.share.title')} okText={t('cases.share.ok')} width={520} onSubmit={send} onClose={onClose} data-testid="share-dialog">
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
