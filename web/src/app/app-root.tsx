import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, notification, type ThemeConfig } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { configureClientEnvironment } from '../api/client-environment';
import { MESSAGE_DURATION_MS } from '../api/notifier';
import { antdLocaleOf } from '../i18n/antd-locale';
import { useText } from '../i18n/use-text';
import { antdNotifier } from './antd-notifier';
import type { AppStore } from './store';
import type { AppRouter } from './router';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1553c5',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * Hands antd's context-aware notification API to the API clients. Only notifications: antd's
 * `App` would also bring Modal and message into every page's first download (the main layout,
 * which signed-in pages share, provides `App` for `App.useApp()`).
 */
function NotifierBridge() {
  const [api, contextHolder] = notification.useNotification({
    placement: 'topRight',
    duration: MESSAGE_DURATION_MS / 1000,
    maxCount: 5,
  });
  useEffect(() => {
    configureClientEnvironment({ notifier: antdNotifier(api) });
  }, [api]);
  return contextHolder;
}

/** antd follows the interface language. */
function LocalizedAntd({ children }: { children: ReactNode }) {
  const { lang } = useText();
  return (
    <ConfigProvider locale={antdLocaleOf(lang)} theme={THEME}>
      <NotifierBridge />
      {children}
    </ConfigProvider>
  );
}

export function AppRoot({ store, router, i18n }: { store: AppStore; router: AppRouter; i18n: I18n }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LocalizedAntd>
          <RouterProvider router={router} />
        </LocalizedAntd>
      </I18nextProvider>
    </Provider>
  );
}
