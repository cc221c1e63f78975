import { Input, Space, Switch, Tag } from 'antd';
import { LANG_CODE_MAX_LENGTH, languagesResource, type LanguageView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';

/** A new language is supported and comes last. */
const newLanguage = (total: number) => ({ supported: true, sortNo: total + 1 });
const isRemovable = (language: LanguageView) => !language.isDefault;

/** /TisosLanguage: the stored language list (spec sections 1 and 3: langcode, langname), paged on the server. */
export function LanguagePage() {
  const { t } = useText();
  return (
    <ResourcePage
      resource={languagesResource}
      // The language selector offers the supported ones.
      invalidates={['Language']}
      dialogWidth={480}
      newValues={newLanguage}
      removable={isRemovable}
      cells={{
        langCode: (language) => (
          <Space size={4}>
            {language.langCode}
            {language.isDefault && <Tag color="blue">{t('translations.language.default')}</Tag>}
          </Space>
        ),
        supported: ({ supported }) => <Tag color={supported ? 'green' : 'default'}>{t(supported ? 'translations.language.supportedYes' : 'translations.language.supportedNo')}</Tag>,
      }}
      inputs={{
        langCode: (language) => <Input maxLength={LANG_CODE_MAX_LENGTH} disabled={language !== null} placeholder="fr_FR" data-testid="language-code" />,
        // The default language stays supported.
        supported: (language) => <Switch disabled={language?.isDefault === true} data-testid="language-supported" />,
      }}
    />
  );
}
