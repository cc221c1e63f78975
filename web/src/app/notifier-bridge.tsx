import { useEffect } from 'react';
import { notification } from 'antd';
import { clientEnvironment, configureClientEnvironment } from '../api/client-environment';
import { MESSAGE_DURATION_MS, isDeferredNotifier } from '../api/notifier';
import { AntdRoot } from './antd-root';
import { antdNotifier } from './antd-notifier';

/**
 * Hands antd's context-aware notification API to the API clients, and shows what they asked to show
 * before it was there. Only notifications: antd's `App` would also bring Modal and message into
 * every page's first download (the main layout, which signed-in pages share, provides `App` for
 * `App.useApp()`).
 */
export function NotifierBridge() {
  const [api, contextHolder] = notification.useNotification({
    placement: 'topRight',
    duration: MESSAGE_DURATION_MS / 1000,
    maxCount: 5,
  });
  useEffect(() => {
    const real = antdNotifier(api);
    const before = clientEnvironment().notifier;
    configureClientEnvironment({ notifier: real });
    if (isDeferredNotifier(before)) before.attach(real);
  }, [api]);
  return <AntdRoot>{contextHolder}</AntdRoot>;
}
