import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CheckOutlined, DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { isOverseas } from '../app/runtime-config';
import { loadServerTexts } from '../features/translations/server-texts';
import { changeLanguage, i18n } from './index';
import { initialLanguage, isBundledLanguage, LANGUAGES, type LanguageCode } from './language';
import { type LanguageOption, useSupportedLanguages } from './supported-languages';
import { LightButton } from '../shared/light/light-widgets';
import { useText } from './use-text';

/**
 * Switches the interface language. A language the SPA does not bundle gets its texts from the
 * server's translation list first (English fills the keys it lacks), so it does not show English
 * for a moment; if they cannot be loaded it shows English.
 */
export async function switchLanguage(lang: LanguageCode): Promise<void> {
  if (!isBundledLanguage(lang)) await loadServerTexts(i18n, lang);
  await changeLanguage(lang);
}

export interface LanguageSwitcherProps {
  /** 'light' on dark backgrounds (login page, header). */
  variant?: 'default' | 'light';
}

/**
 * Language selector of the login page and the main header (spec section 2): a button that opens
 * a menu of the languages the stored language list marks supported (spec section 7), or the three
 * bundled ones while that list is not known or cannot be read. A small WAI-ARIA menu button instead of antd Dropdown, whose menu
 * machinery would weigh on the login page's first download. Escape or a click outside closes it;
 * arrow keys move between the languages.
 */
export function LanguageSwitcher({ variant = 'default' }: LanguageSwitcherProps) {
  const { t, lang } = useText();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  // The stored list is asked when the user reaches for the menu (pointer, focus), or at once when the
  // current language is not bundled (its name, and whether it is still offered).
  const [wanted, setWanted] = useState(() => !isBundledLanguage(lang));
  const stored = useSupportedLanguages(wanted);
  const languages: readonly LanguageOption[] =
    stored ?? LANGUAGES.map((code) => ({ code, name: t(`common.language.${code}`), isDefault: false }));
  const current = Math.max(0, languages.findIndex((option) => option.code === lang));
  const currentName = languages.find((option) => option.code === lang)?.name ?? (isBundledLanguage(lang) ? t(`common.language.${lang}`) : lang);

  // A stored choice the list no longer offers, and whose texts the SPA does not bundle, goes back
  // to the default language.
  useEffect(() => {
    if (!stored || isBundledLanguage(lang) || stored.some((option) => option.code === lang)) return;
    void switchLanguage(stored.find((option) => option.isDefault)?.code ?? initialLanguage(null, isOverseas()));
  }, [stored, lang]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    // Focus the current language once the menu is there.
    items.current[current]?.focus();
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, current]);

  const choose = (value: LanguageCode) => {
    setOpen(false);
    void switchLanguage(value);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = items.current.findIndex((el) => el === document.activeElement);
    const n = languages.length;
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
      <LightButton
        variant="text"
        className={variant === 'light' ? 'tis-lang-switch tis-lang-switch-light' : 'tis-lang-switch'}
        aria-label={t('app.header.language')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switcher"
        icon={<GlobalOutlined />}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen((o) => !o);
        }}
      >
        {currentName}
        <DownOutlined className="tis-lang-switch-arrow" />
      </LightButton>
      {open && (
        <ul className="tis-lang-menu" role="menu" aria-label={t('app.header.language')} onKeyDown={onMenuKey}>
          {languages.map(({ code, name }, i) => (
            <li key={code} role="none">
              <button
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitem"
                lang={code.replace('_', '-')}
                className={code === lang ? 'tis-lang-item tis-lang-item-current' : 'tis-lang-item'}
                aria-current={code === lang ? 'true' : undefined}
                onClick={() => choose(code)}
              >
                <span>{name}</span>
                {code === lang && <CheckOutlined className="tis-lang-item-check" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
