import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface LoginTabItem<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

export interface LoginTabsProps<K extends string> {
  items: readonly LoginTabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** The brand's accent colour for the active tab. */
  accent: string;
}

/**
 * The three login tabs (spec section 2). A small WAI-ARIA tab list instead of antd Tabs: antd's
 * tabs bring their overflow dropdown and menu into the login page's first download, and three
 * fixed tabs never overflow. Arrow keys, Home and End move between tabs.
 */
export function LoginTabs<K extends string>({ items, activeKey, onChange, accent }: LoginTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement | null>());
  const index = Math.max(0, items.findIndex((item) => item.key === activeKey));

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Partial<Record<string, number>> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + items.length,
      Home: 0,
      End: items.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = items[to % items.length];
    if (!next) return;
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  };

  const active = items[index];
  return (
    <div className="tis-login-tabs">
      <div role="tablist" className="tis-login-tablist">
        {items.map((item) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                refs.current.set(item.key, el);
              }}
              type="button"
              role="tab"
              id={`login-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`login-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tis-login-tab tis-login-tab-active' : 'tis-login-tab'}
              style={selected ? { color: accent, borderBottomColor: accent } : undefined}
              onClick={() => onChange(item.key)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={`login-panel-${active.key}`} aria-labelledby={`login-tab-${active.key}`} className="tis-login-tabpanel">
          {active.children}
        </div>
      )}
    </div>
  );
}
