import { describe, expect, it } from 'vitest';
import type { RoleRightItem } from '@tis/contracts';
import { guardRedirect, normalizePath, type GuardInput } from './guard';
import { findRoute } from './routes';

function input(pathname: string, overrides: Partial<GuardInput> = {}): GuardInput {
  return { pathname, hasToken: false, overseas: false, route: findRoute(pathname), roleRight: [], ...overrides };
}

const LOGIN_ROUTES = ['/login', '/os', '/com', '/yw', '/fcb', '/mssp'];

describe('guardRedirect (spec section 2)', () => {
  it("'/' redirects to '/index', with or without a token", () => {
    expect(guardRedirect(input('/'))).toBe('/index');
    expect(guardRedirect(input('/', { hasToken: true }))).toBe('/index');
    expect(guardRedirect(input(''))).toBe('/index');
  });

  it("unknown paths go to '/error', with or without a token", () => {
    expect(guardRedirect(input('/no/such/page'))).toBe('/error');
    expect(guardRedirect(input('/no/such/page', { hasToken: true }))).toBe('/error');
    expect(guardRedirect(input('/index/extra', { hasToken: true }))).toBe('/error');
  });

  describe('without a token', () => {
    it('lets the login routes and the error pages through', () => {
      for (const path of [...LOGIN_ROUTES, '/error', '/404']) expect(guardRedirect(input(path))).toBeNull();
    });
    it('lets /RePassPage, /ssoPage and /oaPortal through when they are routed', () => {
      for (const path of ['/RePassPage', '/ssoPage', '/oaPortal']) {
        expect(guardRedirect(input(path, { route: { permission: null } }))).toBeNull();
      }
    });
    it('lets /RegistVDS through: an account that is not activated yet cannot have a token', () => {
      expect(findRoute('/RegistVDS')).toMatchObject({ permission: null, layout: 'blank' });
      expect(guardRedirect(input('/RegistVDS'))).toBeNull();
      expect(guardRedirect(input('/RegistVDS/', { overseas: true }))).toBeNull();
      expect(guardRedirect(input('/RegistVDS', { hasToken: true }))).toBeNull();
      // Only that path: the password card screens stay behind the token and their page rights.
      expect(guardRedirect(input('/SecretCard'))).toBe('/login');
      expect(guardRedirect(input('/SecretCardSeries', { hasToken: true }))).toBe('/error');
    });
    it("sends every other page to '/login'", () => {
      expect(guardRedirect(input('/index'))).toBe('/login');
      expect(guardRedirect(input('/TSBList', { route: { permission: 'TSBList' } }))).toBe('/login');
    });
    it("sends them to '/os' on overseas deployments", () => {
      expect(guardRedirect(input('/index', { overseas: true }))).toBe('/os');
    });
    it('does not force an overseas visitor off a login route (no redirect loop)', () => {
      expect(guardRedirect(input('/login', { overseas: true }))).toBeNull();
    });
  });

  describe('with a token', () => {
    it("overseas users opening a login route go to '/os'", () => {
      for (const path of ['/login', '/com', '/yw', '/fcb', '/mssp']) {
        expect(guardRedirect(input(path, { hasToken: true, overseas: true }))).toBe('/os');
      }
      expect(guardRedirect(input('/os', { hasToken: true, overseas: true }))).toBeNull();
    });
    it("non-overseas users opening '/os' go to '/login'", () => {
      expect(guardRedirect(input('/os', { hasToken: true }))).toBe('/login');
      for (const path of ['/login', '/com', '/yw', '/fcb', '/mssp']) {
        expect(guardRedirect(input(path, { hasToken: true }))).toBeNull();
      }
    });
    it('opens pages without a permission key', () => {
      expect(guardRedirect(input('/index', { hasToken: true }))).toBeNull();
      expect(guardRedirect(input('/error', { hasToken: true }))).toBeNull();
    });
    it('opens a permission-gated page only when a roleRight item has that funLink', () => {
      const rights: RoleRightItem[] = [{ itemId: 7, funLink: 'TSBList', headApi: '/tsb' }];
      const gated = { permission: 'TSBList' };
      expect(guardRedirect(input('/TSBList', { hasToken: true, route: gated, roleRight: rights }))).toBeNull();
      expect(guardRedirect(input('/TSBList', { hasToken: true, route: gated, roleRight: [] }))).toBe('/error');
      expect(
        guardRedirect(input('/TSBList', { hasToken: true, route: gated, roleRight: [{ itemId: 1, funLink: 'TSBListX', headApi: null }] })),
      ).toBe('/error');
    });
  });

  it('ignores a trailing slash', () => {
    expect(normalizePath('/index/')).toBe('/index');
    expect(guardRedirect(input('/index/', { hasToken: true }))).toBeNull();
    expect(guardRedirect(input('/login/'))).toBeNull();
  });
});
