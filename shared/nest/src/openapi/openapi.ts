import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { DiscoveryService } from '@nestjs/core';
import { API_PREFIX, type BaseName, ERROR_CODES, envelopeSchema } from '@tis/contracts';
import { z } from 'zod';
import { ACCESS_METADATA, type AccessRule } from '../auth/access.js';
import { ENDPOINT_METADATA, type EndpointDefinition } from '../http/endpoint.js';

export interface RouteInfo {
  method: string;
  /** Full path, e.g. /tis/api/logService/health */
  path: string;
  controller: string;
  handler: string;
  access: AccessRule | undefined;
  endpoint: EndpointDefinition | undefined;
}

const joinPath = (...parts: string[]): string =>
  `/${parts.flatMap((p) => p.split('/')).filter(Boolean).join('/')}`;

/** Every HTTP route of the application, with its access rule and endpoint schemas. */
export function listRoutes(discovery: DiscoveryService): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!type?.prototype) continue;
    const classPaths = [Reflect.getMetadata(PATH_METADATA, type) as string | string[] | undefined].flat();
    const classAccess = Reflect.getMetadata(ACCESS_METADATA, type) as AccessRule | undefined;
    const proto = type.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const fn = proto[name];
      if (name === 'constructor' || typeof fn !== 'function') continue;
      const methodPath = Reflect.getMetadata(PATH_METADATA, fn) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod | undefined;
      if (methodPath === undefined || method === undefined) continue;
      for (const cp of classPaths) {
        for (const mp of [methodPath].flat()) {
          routes.push({
            method: RequestMethod[method],
            path: joinPath(API_PREFIX, cp ?? '', mp),
            controller: type.name,
            handler: name,
            access: (Reflect.getMetadata(ACCESS_METADATA, fn) as AccessRule | undefined) ?? classAccess,
            endpoint: Reflect.getMetadata(ENDPOINT_METADATA, fn) as EndpointDefinition | undefined,
          });
        }
      }
    }
  }
  return routes;
}

const jsonSchema = (schema: z.ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** The OpenAPI 3.1 document of one base, generated from the routes' zod schemas. */
export function openApiDocument(base: BaseName, owner: string, routes: RouteInfo[]): Record<string, unknown> {
  const prefix = `${API_PREFIX}/${base}/`;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes.filter((r) => r.path.startsWith(prefix))) {
    const e = route.endpoint;
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters = [
      ...Object.entries(e?.params?.shape ?? {}).map(([name, s]) => ({ name, in: 'path', required: true, schema: jsonSchema(s as z.ZodType) })),
      ...Object.entries(e?.query?.shape ?? {}).map(([name, s]) => ({
        name,
        in: 'query',
        required: !(s as z.ZodType).safeParse(undefined).success,
        schema: jsonSchema(s as z.ZodType),
      })),
      { name: 'Language', in: 'header', required: false, schema: { type: 'string', enum: ['zh_CN', 'en_US', 'de_DE'] } },
    ];
    const operation: Record<string, unknown> = {
      operationId: `${route.controller}.${route.handler}`,
      summary: e?.summary ?? route.handler,
      tags: [base],
      parameters,
      responses: {
        '200': {
          description: 'Envelope with code 000000',
          content: { 'application/json': { schema: jsonSchema(envelopeSchema(e?.response ?? z.unknown())) } },
        },
        default: {
          description: `Envelope with an error code (${Object.values(ERROR_CODES).map((c) => c.code).slice(0, 8).join(', ')}, …)`,
        },
      },
      ...(route.access?.kind === 'public' ? { security: [] } : {}),
      'x-tis-access': route.access ?? null,
    };
    if (e?.body) {
      operation['requestBody'] = { required: true, content: { [e.bodyType ?? 'application/json']: { schema: jsonSchema(e.body) } } };
    } else if (e?.bodyType) {
      operation['requestBody'] = { required: true, content: { [e.bodyType]: { schema: { type: 'object' } } } };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: `TIS ${base} API`, version: '1', description: `Base /api/${base}, owned by the ${owner} service.` },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
