import { useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { DownloadOutlined, PrinterOutlined, SearchOutlined, ShareAltOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { isOverseas } from '../../../app/runtime-config';
import type { WebTextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { useButtonLock } from '../../admin/button-lock';
import './floating-toolbar.css';

export interface FloatingToolbarProps {
  /** Adds the page's item to the favorites; absent: no favorite button. */
  onFavorite?: () => void;
  /** The item is a favorite already: the star is filled and the button pressed. */
  favorited?: boolean;
  /** Shares the case or bulletin with another account; never shown on overseas deployments (spec section 2). */
  onShare?: () => void;
  /** Prints, e.g. `usePrint().print` or `openPrintPage(doc)`. */
  onPrint?: () => void;
  onDownload?: () => void;
  onSearch?: () => void;
}

interface Tool {
  key: string;
  label: WebTextKey;
  icon: ReactNode;
  run: () => void;
  pressed?: boolean;
}

interface ToolButtonProps {
  tool: Tool;
  label: string;
  tabStop: boolean;
  onFocus: () => void;
  ref: Ref<HTMLButtonElement>;
}

/** One tool: an icon button named by its label, with its own 1 s click lock (spec section 5). */
function ToolButton({ tool, label, tabStop, onFocus, ref }: ToolButtonProps) {
  const { guard } = useButtonLock();
  return (
    <Tooltip title={label} placement="left">
      <Button
        ref={ref}
        shape="circle"
        size="large"
        icon={tool.icon}
        aria-label={label}
        aria-pressed={tool.pressed}
        tabIndex={tabStop ? 0 : -1}
        data-testid={`toolbar-${tool.key}`}
        onFocus={onFocus}
        onClick={guard(tool.run)}
      />
    </Tooltip>
  );
}

/**
 * The floating toolbar of the detail pages (spec section 2): favorite, share, print, download and
 * search, each shown when the page gives its action. A toolbar for assistive technology: one tab
 * stop, arrow keys, Home and End move between the buttons. Each button has the 1 s click lock; the
 * bar is not printed.
 */
export function FloatingToolbar({ onFavorite, favorited = false, onShare, onPrint, onDownload, onSearch }: FloatingToolbarProps) {
  const { t } = useText();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const tools: Tool[] = [];
  if (onFavorite) tools.push({ key: 'favorite', label: 'widgets.toolbar.favorite', icon: favorited ? <StarFilled /> : <StarOutlined />, run: onFavorite, pressed: favorited });
  if (onShare && !isOverseas()) tools.push({ key: 'share', label: 'widgets.toolbar.share', icon: <ShareAltOutlined />, run: onShare });
  if (onPrint) tools.push({ key: 'print', label: 'widgets.toolbar.print', icon: <PrinterOutlined />, run: onPrint });
  if (onDownload) tools.push({ key: 'download', label: 'widgets.toolbar.download', icon: <DownloadOutlined />, run: onDownload });
  if (onSearch) tools.push({ key: 'search', label: 'widgets.toolbar.search', icon: <SearchOutlined />, run: onSearch });
  if (tools.length === 0) return null;
  const current = Math.min(active, tools.length - 1);

  const focus = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowRight: current + 1, ArrowUp: current - 1, ArrowLeft: current - 1, Home: 0, End: tools.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focus(target);
  };

  return (
    <div className="tis-floating-toolbar tis-print-hide" role="toolbar" aria-label={t('widgets.toolbar.label')} aria-orientation="vertical" onKeyDown={onKeyDown}>
      {tools.map((tool, index) => (
        <ToolButton
          key={tool.key}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          tool={tool}
          label={t(tool.label)}
          tabStop={index === current}
          onFocus={() => setActive(index)}
        />
      ))}
    </div>
  );
}
