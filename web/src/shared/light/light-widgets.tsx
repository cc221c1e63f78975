import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { useText } from '../../i18n/use-text';
import './light-widgets.css';

/*
 * Light widgets: antd's look without antd, for what must show before antd has loaded — the login
 * page, the route loading indicator and the route error (docs/adr/0014). Colours follow the
 * `--tis-primary` custom property (antd's colorPrimary; the login page sets its brand's accent).
 */

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link' | 'text';
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
  /** Shows a spinner and ignores clicks (the button keeps its focus and its name). */
  loading?: boolean;
  icon?: ReactNode;
}

export function LightButton({
  variant = 'default',
  size = 'middle',
  block = false,
  loading = false,
  icon,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: LightButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classes('tis-btn', `tis-btn-${variant}`, `tis-btn-${size}`, block && 'tis-btn-block', loading && 'tis-btn-loading', className)}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <LightSpinner size="small" decorative /> : icon}
      {children !== undefined && children !== null && <span>{children}</span>}
    </button>
  );
}

/** A spinning ring; `decorative` when something else already says what is going on. */
export function LightSpinner({ size = 'middle', decorative = false }: { size?: 'small' | 'middle' | 'large'; decorative?: boolean }) {
  const { t } = useText();
  return decorative ? (
    <span className={`tis-spinner tis-spinner-${size}`} aria-hidden="true" />
  ) : (
    <span className={`tis-spinner tis-spinner-${size}`} role="img" aria-label={t('common.status.loading')} />
  );
}

const ALERT_ICONS = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
} as const;

export interface LightAlertProps {
  type: keyof typeof ALERT_ICONS;
  title: ReactNode;
  className?: string;
  /** Shows a close button. */
  onClose?: () => void;
  'data-testid'?: string;
}

/** A message box in antd Alert's look; errors and warnings are announced at once (role alert). */
export function LightAlert({ type, title, className, onClose, 'data-testid': testId }: LightAlertProps) {
  const { t } = useText();
  return (
    <div className={classes('tis-alert', `tis-alert-${type}`, className)} role={type === 'error' || type === 'warning' ? 'alert' : 'status'} data-testid={testId}>
      <span className="tis-alert-icon" aria-hidden="true">
        {ALERT_ICONS[type]}
      </span>
      <div className="tis-alert-title">{title}</div>
      {onClose && (
        <button type="button" className="tis-alert-close" aria-label={t('common.action.close')} onClick={onClose}>
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}
