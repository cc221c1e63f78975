import { useEffect } from 'react';
import { Outlet, useMatches, useRouteError } from 'react-router';
import type { TextKey } from '../i18n/keys';
import { useText } from '../i18n/use-text';
import { LightButton, LightSpinner } from '../shared/light/light-widgets';
import { currentDeployment } from './runtime-config';

interface RouteHandle {
  titleKey?: TextKey;
  sideTree?: boolean;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}

/** Page title: the page's own title and the brand title (spec section 2), in the current language. */
function useDocumentTitle(): void {
  const { t, lang } = useText();
  const { titleKey } = useRouteHandle();
  useEffect(() => {
    const brandTitle = t(currentDeployment().premium ? 'app.title.premium' : 'app.title.web');
    document.title = titleKey ? `${t(titleKey)} - ${brandTitle}` : brandTitle;
  }, [t, lang, titleKey]);
}

/** The root route: the guard runs in its loader (routes.tsx); it sets the page title. */
export function RootRoute() {
  useDocumentTitle();
  return <Outlet />;
}

export function RouteLoading() {
  return (
    <div className="tis-route-loading" role="status" aria-live="polite">
      <LightSpinner size="large" />
    </div>
  );
}

/** A page chunk failed to load (a new release, a broken network): offer a reload. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useText();
  if (import.meta.env.DEV) console.error(error);
  // Light widgets: this shows when a chunk (maybe antd's) could not load.
  return (
    <div className="tis-route-error" role="alert">
      <h3 className="tis-route-error-title">{t('app.routeError.title')}</h3>
      <p className="tis-route-error-text">{t('app.routeError.subtitle')}</p>
      <LightButton variant="primary" onClick={() => window.location.reload()}>
        {t('app.routeError.reload')}
      </LightButton>
    </div>
  );
}
