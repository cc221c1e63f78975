import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureClientEnvironment } from './api/client-environment';
import { createDeferredNotifier } from './api/notifier';
import { AppRoot } from './app/app-root';
import { createAppRouter } from './app/router';
import { endSession } from './app/session';
import { readToken } from './app/session-storage';
import { createStore } from './app/store';
import { syncServerTexts } from './features/translations/server-texts';
import { currentLanguage, initI18n, loadTexts, resolveText, startLanguage } from './i18n';
import './app/global.css';

// The login and public pages' texts in the start language come first (the rest with the first
// signed-in page). They load while the router loads the first page (it starts at creation).
const language = startLanguage();
const shellTexts = loadTexts('shell', language);
const store = createStore();
const router = createAppRouter();
await shellTexts;
const i18n = initI18n(language);

configureClientEnvironment({
  token: readToken,
  language: currentLanguage,
  translate: resolveText,
  notifier: createDeferredNotifier(),
  onLoginExpired: () => endSession(store.dispatch, (to, options) => router.navigate(to, options)),
});

// Texts edited on the server show over the bundled ones, now and after every language change.
syncServerTexts(i18n);

const container = document.getElementById('root');
if (!container) throw new Error('TIS: #root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppRoot store={store} router={router} i18n={i18n} />
  </StrictMode>,
);
