import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CheckOutlined, DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { changeLanguage } from './index';
import { LANGUAGES, type Language } from './language';
import { useText } from './use-text';

export interface LanguageSwitcherProps {
  /** 'light' on dark backgrounds (login page, header). */
  variant?: 'default' | 'light';
}

/**
 * Language selector of the login page and the main header (spec section 2): a button that opens
 * a menu of the languages. A small WAI-ARIA menu button instead of antd Dropdown, whose menu
 * machinery would weigh on the login page's first download. Escape or a click outside closes it;
 * arrow keys move between the languages.
 */
export function LanguageSwitcher({ variant = 'default' }: LanguageSwitcherProps) {
  const { t, lang } = useText();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    // Focus the current language once the menu is there.
    items.current[Math.max(0, LANGUAGES.indexOf(lang))]?.focus();
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, lang]);

  const choose = (value: Language) => {
    setOpen(false);
    void changeLanguage(value);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = items.current.findIndex((el) => el === document.activeElement);
    const n = LANGUAGES.length;
    const to = { ArrowDown: at + 1, ArrowUp: at - 1 + n, Home: 0, End: n - 1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') root.current?.querySelector<HTMLButtonElement>('[data-testid="language-switcher"]')?.focus();
      return;
    }
    if (to === undefined) return;
    event.preventDefault();
    items.current[to % n]?.focus();
  };

  return (
    <div className="tis-lang" ref={root}>
      <Button
        type="text"
        className={variant === 'light' ? 'tis-lang-switch tis-lang-switch-light' : 'tis-lang-switch'}
        aria-label={t('app.header.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switcher"
        icon={<GlobalOutlined />}
        onClick={() => setOpen((o) => !o)}
      >
        {t(`common.language.${lang}`)}
        <DownOutlined className="tis-lang-switch-arrow" />
      </Button>
      {open && (
        <ul className="tis-lang-menu" role="menu" aria-label={t('app.header.language')} onKeyDown={onMenuKey}>
          {LANGUAGES.map((value, i) => (
            <li key={value} role="none">
              <button
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitem"
                lang={value.replace('_', '-')}
                className={value === lang ? 'tis-lang-item tis-lang-item-current' : 'tis-lang-item'}
                aria-current={value === lang ? 'true' : undefined}
                onClick={() => choose(value)}
              >
                <span>{t(`common.language.${value}`)}</span>
                {value === lang && <CheckOutlined className="tis-lang-item-check" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
