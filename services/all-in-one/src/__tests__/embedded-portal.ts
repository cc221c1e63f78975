import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceName } from '@tis/contracts';
import { databaseUrlFor, loadConfig, openDatabase } from '@tis/nest';
import { call, type CallResult, freePort, startTestDatabase, type TEST_DIALECTS, type TestDatabaseServer } from '@tis/nest/testing';
import type { EdgeOptions } from '@tis/service-gateway';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { createAllInOne } from '../all-in-one.js';

export interface EmbeddedPortalOptions {
  /** Names the temp data folder and the databases (`tis_<name>_<service>`). */
  name: string;
  /** The database server of the test; absent: the embedded default, SQLite files in the data folder. */
  dialect?: (typeof TEST_DIALECTS)[number];
  /** TIS_* settings on top of the test defaults (demo data, any port, no practical rate limit). */
  env?: Record<string, string>;
  /** The service modules; absent: all nine. */
  modules?: (Type | DynamicModule)[];
  edge?: EdgeOptions;
}

/** The all-in-one portal of a medium test, listening on 127.0.0.1. */
export interface EmbeddedPortal {
  app: NestFastifyApplication;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** A second connection to one service's database, for setting up and checking rows; closed by `stop`. */
  db(service: ServiceName): Promise<DataSource>;
  /** A value as the driver binds it in raw SQL: SQLite keeps datetimes as UTC text and booleans as 0/1. */
  bind(value: unknown): unknown;
  /** Closes the connections, the portal and the database server, and removes the data folder. */
  stop(): Promise<void>;
}

/** Boots the embedded portal (gateway edge and every service in one process) on a fresh data folder. */
export async function startEmbeddedPortal({ name, dialect, env = {}, modules, edge }: EmbeddedPortalOptions): Promise<EmbeddedPortal> {
  const dir = mkdtempSync(join(tmpdir(), `tis-${name}-`));
  let server: TestDatabaseServer | undefined;
  let app: NestFastifyApplication | undefined;
  const connections = new Map<ServiceName, Promise<DataSource>>();

  const stop = async (): Promise<void> => {
    try {
      await Promise.allSettled([...connections.values()].map(async (ds) => (await ds).destroy()));
      await app?.close();
    } finally {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  };

  try {
    if (dialect) server = await startTestDatabase(dialect);
    // The port is known before the start: the public origin (reset links, sign-on) is this address.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      TIS_DATA_DIR: dir,
      ...(server ? { TIS_DB_URL: server.url(`tis_${name}_SERVICE`).replace('SERVICE', '{service}') } : {}),
      TIS_DEMO_DATA: 'true',
      TIS_PORT: String(port),
      TIS_PUBLIC_URL: base,
      TIS_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    });
    ({ app } = await createAllInOne({ config, logger: pino({ level: 'silent' }), ...(modules ? { modules } : {}) }, edge));
    await app.startAllMicroservices();
    await app.listen({ host: '127.0.0.1', port });
    const sqlite = dialect !== 'mariadb';
    return {
      app,
      base,
      db: (service) => {
        let ds = connections.get(service);
        if (!ds) {
          ds = openDatabase({ url: databaseUrlFor(config, service), entities: [], migrations: [] });
          connections.set(service, ds);
        }
        return ds;
      },
      bind: (value) => {
        if (!sqlite) return value;
        if (value instanceof Date) return value.toISOString().replace('T', ' ').replace('Z', '');
        return typeof value === 'boolean' ? Number(value) : value;
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

export interface JsonRequestOptions {
  method?: string;
  /** The access token, sent bare as the SPA does. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Request options in English (`Language: en_US`), as `token` when given, with `body` as JSON when given. */
export function jsonRequest({ method = 'GET', token, body, headers = {} }: JsonRequestOptions = {}): RequestInit {
  const all: Record<string, string> = { Language: 'en_US', ...headers };
  if (token) all['authorization'] = token;
  if (body !== undefined) all['content-type'] = 'application/json';
  return { method, headers: all, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
}

/** Request options of a form post in English, as the login, reset and activation screens send it. */
export function formRequest(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', Language: 'en_US', ...headers },
    body: new URLSearchParams(fields).toString(),
  };
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests to one API prefix (e.g. `/tis/api/systemService/`) as a default token, in English. */
export interface ApiClient {
  api: <T>(method: ApiMethod, path: string, body?: unknown, token?: string, headers?: Record<string, string>) => Promise<CallResult<T>>;
  /** The data of a success envelope; anything else fails the test with the answer. */
  ok: <T>(method: ApiMethod, path: string, body?: unknown, token?: string) => Promise<T>;
}

/** `base` and `token` are read at each call: tests set them in `beforeAll`. */
export function apiClient(prefix: string, base: () => string, token: () => string): ApiClient {
  const api = <T>(method: ApiMethod, path: string, body?: unknown, as = token(), headers: Record<string, string> = {}) =>
    call<T>(`${base()}${prefix}${path}`, jsonRequest({ method, token: as, body, headers }));
  const ok = async <T>(method: ApiMethod, path: string, body?: unknown, as?: string): Promise<T> => {
    const res = await api<T>(method, path, body, as);
    if (res.status !== 200 || res.body.code !== '000000') throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as T;
  };
  return { api, ok };
}
