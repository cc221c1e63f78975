import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { basesOf, EVENT_CONTRACTS, SERVICE_NAMES, type ServiceName } from '@tis/contracts';
import {
  call,
  createRunDir,
  freePort,
  type KafkaMock,
  type ManagedProcess,
  type MariaDbServer,
  type RedisServer,
  type S3Server,
  startKafkaMock,
  startMariaDb,
  startProcess,
  startRedis,
  startS3,
} from '@tis/nest/testing';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Starts a service process; `name` tells replicas apart, `extra` overrides its environment. */
export interface ServiceStart {
  name?: string;
  extra?: Record<string, string>;
  /** Wait until its health says `up` (consumer groups joined), not merely that it answers (default true). */
  joined?: boolean;
}

/**
 * The distributed mode for smoke tests: MariaDB, a Kafka wire-protocol cluster, an S3 server and
 * Redis, then the gateway and services as separate processes (node services/<name>/dist/main.js).
 * Replicas of a service share its consumer group (one group prefix per portal).
 */
export class DistributedPortal {
  mariadb!: MariaDbServer;
  kafka!: KafkaMock;
  s3!: S3Server;
  redis!: RedisServer;
  readonly procs = new Map<string, ManagedProcess>();
  readonly httpPorts = {} as Record<ServiceName, number>;
  readonly tcpPorts = {} as Record<ServiceName, number>;
  readonly secret = `smoke-${randomUUID()}-${randomUUID()}`;
  readonly groupPrefix = `smoke-${randomUUID().slice(0, 8)}`;
  logDir = '';
  private readonly infrastructure: { stop(): Promise<unknown> }[] = [];

  async startInfrastructure(): Promise<void> {
    this.logDir = createRunDir('smoke');
    const kept = <T extends { stop(): Promise<unknown> }>(started: Promise<T>) => started.then((server) => (this.infrastructure.push(server), server));
    [this.mariadb, this.kafka, this.s3, this.redis] = await Promise.all([kept(startMariaDb()), kept(startKafkaMock()), kept(startS3({ bucket: 'tis' })), kept(startRedis())]);
    await this.kafka.createTopics(EVENT_CONTRACTS.map((c) => c.topic));
    for (const s of SERVICE_NAMES) {
      this.httpPorts[s] = await freePort();
      this.tcpPorts[s] = await freePort();
    }
  }

  serviceEnv(service: ServiceName, port: number): Record<string, string> {
    return {
      TIS_HOST: '127.0.0.1',
      TIS_PORT: String(port),
      TIS_TCP_PORT: String(this.tcpPorts[service]),
      TIS_DB_URL: this.mariadb.url(`tis_${service}`),
      TIS_EVENTS: 'kafka',
      TIS_KAFKA_BROKERS: this.kafka.brokers.join(','),
      TIS_KAFKA_GROUP_PREFIX: this.groupPrefix,
      TIS_STORAGE_URL: this.s3.url,
      TIS_REDIS_URL: this.redis.url,
      TIS_JWT_SECRET: this.secret,
      TIS_OUTBOX_POLL_MS: '200',
      TIS_DEMO_DATA: 'true',
      // Long enough that only the revocation event can end a cached session within the test.
      TIS_SESSION_CACHE_MS: '30000',
      TIS_TCP_PEERS: SERVICE_NAMES.map((s) => `${s}=127.0.0.1:${this.tcpPorts[s]}`).join(','),
    };
  }

  /** A service process; a replica (a `name` other than the service's) listens on a port of its own. */
  async startService(service: ServiceName, { name = service, extra = {}, joined = true }: ServiceStart = {}): Promise<ManagedProcess> {
    const port = name === service ? this.httpPorts[service] : Number(extra['TIS_PORT'] ?? (await freePort()));
    const health = `http://127.0.0.1:${port}/tis/api/${basesOf(service).at(0) ?? service}/health`;
    const proc = await startProcess({
      name,
      command: process.execPath,
      args: [`services/${service}/dist/main.js`],
      cwd: ROOT,
      env: { ...process.env, ...this.serviceEnv(service, port), ...extra, TIS_PORT: String(port) },
      logDir: this.logDir,
      // HTTP answers while consumer groups join (health `degraded`); tests that need the consumers wait for `up`.
      ready: joined
        ? { kind: 'probe', description: `${health} up`, probe: async () => (await call<{ status: string }>(health)).body.data?.status === 'up' }
        : { kind: 'http', url: health },
      timeoutMs: 90_000,
    });
    this.procs.set(name, proc);
    return proc;
  }

  async startGateway(name: string, port: number, extra: Record<string, string> = {}): Promise<ManagedProcess> {
    const proc = await startProcess({
      name,
      command: process.execPath,
      args: ['services/gateway/dist/main.js'],
      cwd: ROOT,
      env: {
        ...process.env,
        TIS_HOST: '127.0.0.1',
        TIS_PORT: String(port),
        TIS_JWT_SECRET: this.secret,
        TIS_STORAGE_URL: this.s3.url,
        TIS_REDIS_URL: this.redis.url,
        TIS_RATE_LIMIT_PER_MINUTE: '100000',
        TIS_WEB_DIR: `${ROOT}web/dist`,
        TIS_SERVICE_URLS: SERVICE_NAMES.map((s) => `${s}=http://127.0.0.1:${this.httpPorts[s]}`).join(','),
        // Sessions of file requests are resolved by the oauth service (revocations arrive over Kafka),
        // their owners by the file service, and a document's files by the document service.
        TIS_TCP_PEERS: (['oauth', 'fileconverter', 'document'] as const).map((s) => `${s}=127.0.0.1:${this.tcpPorts[s]}`).join(','),
        TIS_EVENTS: 'kafka',
        TIS_KAFKA_BROKERS: this.kafka.brokers.join(','),
        TIS_KAFKA_GROUP_PREFIX: `smoke-${randomUUID().slice(0, 8)}`,
        ...extra,
      },
      logDir: this.logDir,
      ready: { kind: 'http', url: `http://127.0.0.1:${port}/tis/healthz` },
      timeoutMs: 60_000,
    });
    this.procs.set(name, proc);
    return proc;
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.procs.values()].map((p) => p.stop()));
    await Promise.allSettled(this.infrastructure.map((server) => server.stop()));
  }
}
