import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureClientEnvironment } from './api/client-environment';
import { AppRoot } from './app/app-root';
import { createAppRouter } from './app/router';
import { endSession } from './app/session';
import { readToken } from './app/session-storage';
import { createStore } from './app/store';
import { syncServerTexts } from './features/translations/server-texts';
import { currentLanguage, initI18n, resolveText } from './i18n';
import './app/global.css';

const i18n = initI18n();
const store = createStore();
const router = createAppRouter();

configureClientEnvironment({
  token: readToken,
  language: currentLanguage,
  translate: resolveText,
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
