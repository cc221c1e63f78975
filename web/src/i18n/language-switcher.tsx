import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { changeLanguage } from './index';
import { LANGUAGES, type Language } from './language';
import { useText } from './use-text';

export interface LanguageSwitcherProps {
  /** 'light' on dark backgrounds (login page, header). */
  variant?: 'default' | 'light';
}

/** Language selector of the login page and the main header (spec section 2). */
export function LanguageSwitcher({ variant = 'default' }: LanguageSwitcherProps) {
  const { t, lang } = useText();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGUAGES.map((value) => ({ key: value, label: t(`common.language.${value}`) })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        className={variant === 'light' ? 'tis-lang-switch tis-lang-switch-light' : 'tis-lang-switch'}
        aria-label={t('app.header.language')}
        data-testid="language-switcher"
        icon={<GlobalOutlined />}
      >
        {t(`common.language.${lang}`)}
        <DownOutlined className="tis-lang-switch-arrow" />
      </Button>
    </Dropdown>
  );
}
