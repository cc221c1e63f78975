import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { isActionAllowed, isPageAllowed, type LoginResult, type RoleRightItem } from '@tis/contracts';
import { listRoutes, type RouteInfo } from '@tis/nest';
import { attemptLogin, call, DEMO_PASSWORDS, type DemoUser, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MODULES } from '../all-in-one.js';
import { type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/** A route that declares no access: the matrix must report it (and the server refuses it). */
@Controller('jobService/matrixProbe')
class UndeclaredProbeController {
  @Get('undeclared')
  undeclared(): string {
    return 'should never be seen';
  }
}

@Module({ controllers: [UndeclaredProbeController] })
class UndeclaredProbeModule {}

/** The signed-in principals of the matrix: one per kind of demo account (README). */
const USERS = ['public01', 'dealer01', 'dealer02', 'oem01', 'admin'] as const satisfies readonly DemoUser[];
type Principal = 'anonymous' | (typeof USERS)[number];

interface Session {
  token: string;
  rights: RoleRightItem[];
}

/** A value for every path parameter: a well-formed id no row has. */
const PARAM_VALUE = '00000000-0000-4000-8000-000000000000';
const DENIED = [401, 403];

/**
 * Spec section 6 and ARCHITECTURE.md ("deny by default: a route with no permission declaration fails
 * a test"): every HTTP route of the embedded portal, called by each principal, answers as its
 * declared access says —
 *  - public: never 401/403;
 *  - authenticated: 401 without a token, allowed for every signed-in user;
 *  - page / action: 401 without a token, 403 for a user whose roleRight lacks the funLink (for an
 *    action: an item of that funLink whose headApi the path contains), allowed otherwise.
 * "Allowed" means the request passed the gate: it may still fail validation (the matrix sends empty
 * input) or find nothing, but it is neither 401/403 nor a server error.
 */
describe.each(TEST_DIALECTS)('permission matrix on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let routes: RouteInfo[];
  let probe: RouteInfo[];
  const sessions = new Map<(typeof USERS)[number], Session>();

  const signIn = async (user: (typeof USERS)[number]): Promise<Session> => {
    const { answer } = await attemptLogin(base, { userCode: user, password: DEMO_PASSWORDS[user] });
    const result = answer.body.data as LoginResult;
    if (typeof result !== 'object' || result === null) throw new Error(`login of ${user} failed: ${JSON.stringify(answer.body)}`);
    const session = { token: result.accessToken, rights: result.roleRight };
    sessions.set(user, session);
    return session;
  };

  beforeAll(async () => {
    portal = await startEmbeddedPortal({
      name: 'matrix',
      dialect,
      env: { TIS_OUTBOX_POLL_MS: '100', TIS_RATE_LIMIT_PER_MINUTE: '1000000' },
      modules: [...SERVICE_MODULES, UndeclaredProbeModule],
    });
    base = portal.base;
    const all = listRoutes(portal.app.get(DiscoveryService));
    routes = all.filter((r) => r.controller !== UndeclaredProbeController.name);
    probe = all.filter((r) => r.controller === UndeclaredProbeController.name);
    for (const user of USERS) await signIn(user);
  }, 120_000);

  afterAll(() => portal?.stop());

  /** The concrete path of a route: every `:param` filled. */
  const pathOf = (route: RouteInfo): string => route.path.replace(/:[A-Za-z0-9_]+/g, PARAM_VALUE);

  /** Whether the declared access lets the principal through; throws for a route without a declaration. */
  const expectedAllowed = (route: RouteInfo, principal: Principal): boolean => {
    const access = route.access;
    if (!access) throw new Error(`${route.method} ${route.path} (${route.controller}.${route.handler}) declares no access`);
    if (access.kind === 'public') return true;
    if (principal === 'anonymous') return false;
    const rights = sessions.get(principal)!.rights;
    switch (access.kind) {
      case 'authenticated':
        return true;
      case 'page':
        return access.pages.some((page) => isPageAllowed(rights, page));
      case 'action':
        return isActionAllowed(rights, access.action, pathOf(route)) && (!access.pages || access.pages.some((page) => isPageAllowed(rights, page)));
    }
  };

  /** One request with empty input: a JSON `{}`, or a form with one unknown field, where the route takes a body. */
  const request = async (route: RouteInfo, token: string | null): Promise<number> => {
    const headers: Record<string, string> = token ? { authorization: token } : {};
    let body: string | undefined;
    if (route.endpoint?.body || route.endpoint?.bodyType) {
      const form = route.endpoint.bodyType === 'application/x-www-form-urlencoded';
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      body = form ? 'matrix=1' : '{}';
    }
    const res = await fetch(`${base}${pathOf(route)}`, { method: route.method, headers, body });
    await res.arrayBuffer();
    return res.status;
  };

  /** Every principal on the routes; the list of answers that differ from the declaration. */
  const walk = async (list: RouteInfo[]): Promise<{ failures: string[]; denials: number; allowances: number }> => {
    const failures: string[] = [];
    let denials = 0;
    let allowances = 0;
    for (const route of list) {
      const name = `${route.method} ${route.path}`;
      if (!route.access) {
        failures.push(`${name}: declares no access`);
        continue;
      }
      for (const principal of ['anonymous', ...USERS] as const) {
        const allowed = expectedAllowed(route, principal);
        const session = principal === 'anonymous' ? null : sessions.get(principal)!;
        const status = await request(route, session?.token ?? null);
        if (allowed) {
          allowances++;
          if (DENIED.includes(status) || status >= 500) failures.push(`${name} as ${principal}: expected to pass the gate, got ${status}`);
        } else {
          denials++;
          const want = principal === 'anonymous' ? 401 : 403;
          if (status !== want) failures.push(`${name} as ${principal}: expected ${want}, got ${status}`);
        }
        // A call that may have ended the session (logout, a password change) is followed by a fresh login.
        if (principal !== 'anonymous' && route.method !== 'GET') {
          const probeStatus = (await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: session!.token } })).status;
          if (probeStatus === 401) await signIn(principal);
        }
      }
    }
    return { failures, denials, allowances };
  };

  it('finds an access declaration on every route of every service', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('answers every route for every principal exactly as its declared access says', async () => {
    const { failures, denials, allowances } = await walk(routes);
    expect(failures).toEqual([]);
    // The matrix really exercises both sides of the gate.
    expect(denials).toBeGreaterThan(routes.length);
    expect(allowances).toBeGreaterThan(routes.length);
  }, 300_000);

  it('lets the administrator through every page and action route, and keeps the account screens from the other roles', () => {
    const guarded = routes.filter((r) => r.access?.kind === 'page' || r.access?.kind === 'action');
    expect(guarded.length).toBeGreaterThan(10);
    expect(guarded.filter((r) => !expectedAllowed(r, 'admin')).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const accountRoutes = routes.filter((r) => r.path.startsWith('/tis/api/oauthService/') && r.access?.kind === 'page');
    expect(accountRoutes.length).toBeGreaterThanOrEqual(15);
    for (const user of ['public01', 'dealer01', 'dealer02', 'oem01'] as const) {
      expect(accountRoutes.filter((r) => expectedAllowed(r, user)).map((r) => `${r.method} ${r.path}`), user).toEqual([]);
    }
  });

  it('reports a route without a declaration, which the server refuses', async () => {
    expect(probe).toHaveLength(1);
    const { failures } = await walk(probe);
    expect(failures).toEqual(['GET /tis/api/jobService/matrixProbe/undeclared: declares no access']);
    const refused = await call(`${base}/tis/api/jobService/matrixProbe/undeclared`, { headers: { authorization: sessions.get('admin')!.token } });
    expect(refused.status).toBe(403);
  });
});
