import { createBrowserRouter } from 'react-router';
import { BASENAME, buildRoutes } from './routes';

/** The history-mode router under /tis. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: BASENAME });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
