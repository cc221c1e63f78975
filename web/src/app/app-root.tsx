import { Suspense, lazy, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { clientEnvironment } from '../api/client-environment';
import { isDeferredNotifier } from '../api/notifier';
import type { AppStore } from './store';
import type { AppRouter } from './router';

// antd's notifications load when the browser is first idle or a message waits (api/notifier.ts: createDeferredNotifier).
const NotifierBridge = lazy(() => import('./notifier-bridge').then((m) => ({ default: m.NotifierBridge })));
const IDLE_TIMEOUT_MS = 2000;

function DeferredNotifierBridge({ router }: { router: AppRouter }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const notifier = clientEnvironment().notifier;
    if (isDeferredNotifier(notifier)) notifier.onFirstWait(want);
    else want();
    // Idle only counts once the first page is there: while its chunks load the browser is idle too.
    let stop = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(want, { timeout: IDLE_TIMEOUT_MS });
        stop = () => window.cancelIdleCallback(id);
      } else {
        const timer = window.setTimeout(want, IDLE_TIMEOUT_MS);
        stop = () => window.clearTimeout(timer);
      }
    };
    if (router.state.initialized) whenIdle();
    else {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        whenIdle();
      });
      stop = unsubscribe;
    }
    return () => stop();
  }, [router]);
  return wanted ? (
    <Suspense fallback={null}>
      <NotifierBridge />
    </Suspense>
  ) : null;
}

export function AppRoot({ store, router, i18n }: { store: AppStore; router: AppRouter; i18n: I18n }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <DeferredNotifierBridge router={router} />
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  );
}
