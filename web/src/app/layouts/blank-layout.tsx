import { Outlet } from 'react-router';

/** Pages outside the main layout: login variants, error pages. */
export function BlankLayout() {
  return <Outlet />;
}
