import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { antdLocaleOf } from '../i18n/antd-locale';
import { useText } from '../i18n/use-text';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1553c5',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * antd's configuration (theme; locale following the interface language) around what uses antd.
 * Not at the app root: the login page is drawn with light widgets and loads no antd (ADR 0014);
 * the main layout, the other pages of the blank layout, the login dialogs and the notifications
 * bring it with them (with-antd.tsx).
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const { lang } = useText();
  return (
    <ConfigProvider locale={antdLocaleOf(lang)} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
