/**
 * librdkafka's mock Kafka cluster (real Kafka wire protocol, in memory), hosted by a kcat
 * consumer: `kcat -X test.mock.num.brokers=N -b mock:0 -C -t __keepalive -q`. librdkafka
 * reports the address it bound on stderr:
 *   %5|…|MOCK|rdkafka#consumer-1| [thrd:app]: Mock cluster enabled: original bootstrap.servers
 *   and security.protocol ignored and replaced with 127.0.0.1:37725
 *
 * Limits of the mock in librdkafka 2.0.x (Debian 12), which clients must live with:
 * - no CreateTopics / admin APIs, and Metadata reports controller id 0 (brokers are 1..N), so
 *   kafkajs `admin.createTopics()` fails with "Broker 0 not found in the cached metadata";
 * - every unknown topic named in a Metadata request is auto-created with 4 partitions
 *   (producers and consumers of kafkajs do that on their own; `createTopics` below does it
 *   up front, e.g. before a consumer with `fromBeginning: false` subscribes).
 */
import { createRunDir, removeRunDir, runToCompletion, startProcess } from './process.js';

export interface StartKafkaMockOptions {
  /** Parent of the fresh run directory for the kcat log (default `os.tmpdir()`). */
  readonly dir?: string;
  /** Number of mock brokers (default 1). */
  readonly brokers?: number;
  /** Readiness timeout in ms (default 15 s). */
  readonly timeoutMs?: number;
}

export interface KafkaMock {
  /** `host:port` of every mock broker (bootstrap list). */
  readonly brokers: string[];
  /** The run directory with `kcat.log`. */
  readonly dir: string;
  /** Makes the mock auto-create these topics now (4 partitions each) via a metadata request. */
  createTopics(topics: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

const ADDRESS = /replaced with\s+((?:[\w.-]+|\[[\d:a-fA-F]+\]):\d+(?:\s*,\s*(?:[\w.-]+|\[[\d:a-fA-F]+\]):\d+)*)/;

export async function startKafkaMock(options: StartKafkaMockOptions = {}): Promise<KafkaMock> {
  const brokerCount = options.brokers ?? 1;
  const dir = createRunDir('kafka-mock', options.dir);
  const kcat = await startProcess({
    name: 'kcat',
    command: 'kcat',
    args: ['-X', `test.mock.num.brokers=${brokerCount}`, '-b', 'mock:0', '-C', '-t', '__keepalive', '-q'],
    logDir: dir,
    timeoutMs: options.timeoutMs ?? 15_000,
    stopGraceMs: 3_000,
    ready: { kind: 'output', stream: 'stderr', pattern: ADDRESS },
  });
  const list = kcat.readyMatch?.[1];
  if (list === undefined) {
    await kcat.stop();
    throw new Error(`startKafkaMock: no broker address in kcat output (log: ${kcat.logFile})`);
  }
  const brokers = list.split(',').map((broker) => broker.trim());
  for (const broker of brokers) {
    const separator = broker.lastIndexOf(':');
    const host = broker.slice(0, separator).replace(/^\[|\]$/g, '');
    const port = Number(broker.slice(separator + 1));
    try {
      await kcat.waitFor({ kind: 'tcp', host, port }, 5_000);
    } catch (error) {
      await kcat.stop();
      throw error;
    }
  }
  let stopped: Promise<void> | undefined;
  return {
    brokers,
    dir,
    async createTopics(topics: readonly string[]): Promise<void> {
      for (const topic of topics) {
        if (!/^[A-Za-z0-9._-]{1,249}$/.test(topic)) throw new Error(`createTopics: invalid topic name '${topic}'`);
        await runToCompletion({
          name: 'kcat-metadata',
          command: 'kcat',
          args: ['-b', brokers.join(','), '-L', '-t', topic],
          logDir: dir,
          timeoutMs: 10_000,
        });
      }
    },
    stop(): Promise<void> {
      stopped ??= (async () => {
        await kcat.stop();
        removeRunDir(dir);
      })();
      return stopped;
    },
  };
}
