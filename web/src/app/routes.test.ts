import { describe, expect, it } from 'vitest';
import { LOGIN_ROUTES } from '@tis/contracts';
import { BASENAME, ROUTE_TABLE, buildRoutes, findRoute, guardLoader, stripBasename } from './routes';
import { STORAGE_KEYS } from './session-storage';

function load(path: string): string | null {
  const result = guardLoader({ request: new Request(`http://localhost${BASENAME}${path}`), params: {}, context: {} } as never);
  return result === null ? null : result.headers.get('Location');
}

describe('route table', () => {
  it('has every login route, /error, /404 and /index, each once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    for (const p of [...LOGIN_ROUTES, '/error', '/404', '/index']) expect(paths).toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('puts login and error pages outside the main layout, /index inside', () => {
    expect(findRoute('/login')?.layout).toBe('blank');
    expect(findRoute('/error')?.layout).toBe('blank');
    expect(findRoute('/index')?.layout).toBe('main');
  });
  it('uses one lazy login page for every brand', () => {
    const pages = new Set(LOGIN_ROUTES.map((p) => findRoute(p)?.page));
    expect(pages.size).toBe(1);
  });
  it('loads every page lazily as a component', async () => {
    for (const route of ROUTE_TABLE) expect(typeof (await route.page())).toBe('function');
  });
  it('builds a root route whose guard re-runs on every navigation and a catch-all child', () => {
    const [root] = buildRoutes();
    expect(root?.loader).toBe(guardLoader);
    expect(typeof root?.shouldRevalidate).toBe('function');
    expect(root?.children?.some((c) => c.path === '*')).toBe(true);
  });
  it('strips the /tis basename', () => {
    expect(stripBasename('/tis/login')).toBe('/login');
    expect(stripBasename('/tis')).toBe('/');
    expect(stripBasename('/tis/')).toBe('/');
    expect(stripBasename('/other')).toBe('/other');
  });
});

describe('guardLoader', () => {
  it("sends '/' to '/index', then (no token) to '/login'", () => {
    expect(load('/')).toBe('/index');
    expect(load('/index')).toBe('/login');
    expect(load('/login')).toBeNull();
  });
  it('opens /RegistVDS (account activation) without a token, with its query', () => {
    expect(load('/RegistVDS?userCode=public01')).toBeNull();
  });
  it("sends unknown paths to '/error'", () => {
    expect(load('/nope')).toBe('/error');
  });
  it('reads the token from localStorage', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'abc');
    expect(load('/index')).toBeNull();
    expect(load('/os')).toBe('/login');
  });
  it('reads the overseas flag from window.__TIS_CONFIG__', () => {
    window.__TIS_CONFIG__ = { overseas: true };
    expect(load('/index')).toBe('/os');
    window.localStorage.setItem(STORAGE_KEYS.token, 'abc');
    expect(load('/login')).toBe('/os');
  });
});
