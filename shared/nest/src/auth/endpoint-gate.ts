import { isActionAllowed, isPageAllowed, TisError } from '@tis/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type RequestUser, type TisRequest, tokenOf } from '../http/request-context.js';
import type { RouteInfo } from '../openapi/openapi.js';
import type { AccessRule } from './access.js';
import type { SessionResolver } from './session-resolver.js';

interface RouteRules {
  access: AccessRule | undefined;
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
}

/** Query, params and object bodies are strict: a field the route does not declare is an error. */
function strict(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (!schema) return undefined;
  return 'strict' in schema && typeof schema.strict === 'function' ? (schema as z.ZodObject).strict() : schema;
}

/**
 * Spec section 6: a page needs an item whose funLink equals its key; an action needs an item with
 * that funLink whose headApi is contained in the called api (the path, without the query).
 */
function assertAllowed(rule: AccessRule, user: RequestUser, url: string): void {
  switch (rule.kind) {
    case 'public':
    case 'authenticated':
      return;
    case 'page':
      if (rule.pages.some((page) => isPageAllowed(user.rights, page))) return;
      throw new TisError('forbidden');
    case 'action': {
      const q = url.indexOf('?');
      const pageAllowed = !rule.pages || rule.pages.some((page) => isPageAllowed(user.rights, page));
      if (pageAllowed && isActionAllowed(user.rights, rule.action, q < 0 ? url : url.slice(0, q))) return;
      throw new TisError('forbidden');
    }
  }
}

type Input = TisRequest & { query: unknown; params: unknown; body: unknown };

/**
 * The gate of every controller route, run before its handler: who may call it (deny by default,
 * spec section 6), then whether the input matches the route's schemas. The rules of all routes
 * are read once from the controllers' metadata; per request it is one map lookup.
 */
export class EndpointGate {
  private readonly rules = new Map<string, RouteRules>();

  constructor(
    routes: RouteInfo[],
    private readonly sessions: SessionResolver,
  ) {
    for (const route of routes) {
      const rules: RouteRules = {
        access: route.access,
        query: strict(route.endpoint?.query),
        params: strict(route.endpoint?.params),
        body: strict(route.endpoint?.body),
      };
      this.rules.set(`${route.method} ${route.path}`, rules);
      if (route.method === 'GET') this.rules.set(`HEAD ${route.path}`, rules);
    }
  }

  /** The rules of a controller route (`GET`, `/tis/api/logService/operationLog/list`). */
  rulesFor(method: string, path: string): RouteRules | undefined {
    return this.rules.get(`${method} ${path}`);
  }

  /** A public route that accepts no input needs no check at all. */
  static isOpen(rules: RouteRules): boolean {
    return rules.access?.kind === 'public' && !rules.query && !rules.params && !rules.body;
  }

  /** The check of one route: returns when the request may go on, or a promise; throws a TisError otherwise. */
  checker(rules: RouteRules): (req: FastifyRequest) => void | Promise<void> {
    const access = rules.access;
    if (!access) {
      return () => {
        throw new TisError('forbidden');
      };
    }
    if (access.kind === 'public') {
      return (req) => {
        this.validate(rules, req);
      };
    }
    return (req) =>
      this.authenticate(req).then((user) => {
        assertAllowed(access, user, req.url);
        this.validate(rules, req);
      });
  }

  private async authenticate(req: TisRequest): Promise<RequestUser> {
    const user = await this.sessions.resolve(tokenOf(req));
    req.user = user;
    return user;
  }

  private validate(rules: RouteRules, req: Input): void {
    if (rules.query) req.query = rules.query.parse(req.query ?? {});
    if (rules.params) req.params = rules.params.parse(req.params ?? {});
    if (rules.body) req.body = rules.body.parse(req.body);
  }
}

