/**
 * The harness starts real servers, and real clients can use them: mysql2 against our own
 * mariadbd (with deploy/mysql/my.cnf in effect), kafkajs against librdkafka's mock cluster,
 * the minio client against s3rver, ioredis against redis-server.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Kafka, logLevel } from 'kafkajs';
import { Redis } from 'ioredis';
import { Client as MinioClient } from 'minio';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRunDir,
  freePort,
  removeRunDir,
  startKafkaMock,
  startMariaDb,
  startProcess,
  startRedis,
  startS3,
  type KafkaMock,
  type MariaDbServer,
  type RedisServer,
  type S3Server,
} from './index.js';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

describe('freePort / startProcess', () => {
  it('finds a free port and reports a child that never gets ready with its log tail', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const logDir = createRunDir('selftest');
    const started = Date.now();
    const attempt = startProcess({
      name: 'never-ready',
      command: process.execPath,
      args: ['-e', 'console.error("booting, but not listening"); setInterval(() => {}, 1000)'],
      logDir,
      timeoutMs: 1_000,
      stopGraceMs: 500,
      ready: { kind: 'tcp', port },
    });
    await expect(attempt).rejects.toThrow(/did not become ready within .*TCP 127\.0\.0\.1:\d+[\s\S]*booting, but not listening/);
    expect(Date.now() - started).toBeLessThan(5_000);
    removeRunDir(logDir);
  });
});

describe('MariaDB (own mariadbd with deploy/mysql/my.cnf)', () => {
  let db: MariaDbServer;

  beforeAll(async () => {
    db = await startMariaDb();
  });
  afterAll(async () => {
    await db?.stop();
  });

  it('runs on its own port and socket, with the project settings in effect', async () => {
    expect(db.port).not.toBe(3306);
    expect(db.url('tis_probe')).toBe(`mariadb://root@127.0.0.1:${db.port}/tis_probe`);
    const connection = await createConnection({ host: db.host, port: db.port, user: db.user, password: db.password });
    try {
      const [rows] = await connection.query<RowDataPacket[]>(
        "SHOW VARIABLES WHERE Variable_name IN ('innodb_ft_min_token_size', 'ft_min_word_len', 'character_set_server', " +
          "'collation_server', 'max_allowed_packet', 'lower_case_table_names', 'tx_isolation', 'sql_mode', 'port', 'socket')",
      );
      const variables = Object.fromEntries(rows.map((row) => [String(row['Variable_name']), String(row['Value'])]));
      expect(variables).toMatchObject({
        innodb_ft_min_token_size: '1',
        ft_min_word_len: '1',
        character_set_server: 'utf8mb4',
        collation_server: 'utf8mb4_unicode_ci',
        max_allowed_packet: String(256 * 1024 * 1024),
        lower_case_table_names: '0',
        tx_isolation: 'READ-COMMITTED',
        port: String(db.port),
        socket: db.socket,
      });
      expect(variables['sql_mode']).toContain('STRICT_TRANS_TABLES');
    } finally {
      await connection.end();
    }
  });

  it('creates a database whose FULLTEXT index finds a 1-character token', async () => {
    const url = await db.createDatabase('tis_fulltext');
    expect(url).toBe(db.url('tis_fulltext'));
    const connection = await createConnection({
      host: db.host,
      port: db.port,
      user: db.user,
      password: db.password,
      database: 'tis_fulltext',
    });
    try {
      const [[variable]] = await connection.query<RowDataPacket[]>("SHOW VARIABLES LIKE 'innodb_ft_min_token_size'");
      expect(variable?.['Value']).toBe('1');

      await connection.query(
        'CREATE TABLE parts (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(200) NOT NULL, FULLTEXT KEY ft_name (name)) ' +
          'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci',
      );
      await connection.query('INSERT INTO parts (name) VALUES (?), (?), (?)', [
        'brake pad X front',
        'oil filter',
        'wiper blade left',
      ]);
      const [hits] = await connection.query<RowDataPacket[]>(
        'SELECT name FROM parts WHERE MATCH(name) AGAINST (? IN BOOLEAN MODE)',
        ['+X'],
      );
      expect(hits.map((row) => row['name'])).toEqual(['brake pad X front']);

      // Strict sql_mode: too-long values are errors, not silent truncation.
      await expect(connection.query('INSERT INTO parts (name) VALUES (?)', ['x'.repeat(201)])).rejects.toThrow(
        /Data too long/,
      );
    } finally {
      await connection.end();
    }
  });
});

describe('Kafka (librdkafka mock cluster via kcat)', () => {
  let kafkaMock: KafkaMock;

  beforeAll(async () => {
    kafkaMock = await startKafkaMock();
  });
  afterAll(async () => {
    await kafkaMock?.stop();
  });

  it('produces a message to a new topic and consumes it with a fresh group', async () => {
    expect(kafkaMock.brokers).toHaveLength(1);
    expect(kafkaMock.brokers[0]).toMatch(/^127\.0\.0\.1:\d+$/);
    const kafka = new Kafka({ clientId: 'harness-test', brokers: kafkaMock.brokers, logLevel: logLevel.NOTHING });
    const topic = `harness-${randomUUID()}`;

    // The mock has no CreateTopics API (kafkajs admin.createTopics fails); topics are auto-created.
    await kafkaMock.createTopics([topic]);
    const admin = kafka.admin();
    await admin.connect();
    try {
      const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
      expect(topics[0]?.partitions).toHaveLength(4);
    } finally {
      await admin.disconnect();
    }

    const producer = kafka.producer();
    await producer.connect();
    try {
      await producer.send({ topic, messages: [{ key: 'claim-1', value: JSON.stringify({ status: 'approved' }) }] });
    } finally {
      await producer.disconnect();
    }

    const consumer = kafka.consumer({ groupId: `harness-${randomUUID()}`, sessionTimeout: 6_000, heartbeatInterval: 500 });
    await consumer.connect();
    try {
      await consumer.subscribe({ topic, fromBeginning: true });
      const received = await new Promise<{ key: string; value: string }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message consumed within 20 s')), 20_000);
        void consumer
          .run({
            eachMessage: async ({ message }) => {
              clearTimeout(timer);
              resolve({ key: message.key?.toString() ?? '', value: message.value?.toString() ?? '' });
            },
          })
          .catch(reject);
      });
      expect(received).toEqual({ key: 'claim-1', value: '{"status":"approved"}' });
    } finally {
      await consumer.disconnect();
    }
  });
});

describe('S3 (s3rver)', () => {
  let s3: S3Server;

  beforeAll(async () => {
    s3 = await startS3({ bucket: 'tis-attachments' });
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it('puts, stats and reads a byte range of an object with the minio client', async () => {
    expect(s3.url).toBe(`s3://S3RVER:S3RVER@127.0.0.1:${s3.port}/tis-attachments?ssl=false`);
    expect(s3.endpoint).toBe(`http://127.0.0.1:${s3.port}`);
    const minio = new MinioClient({
      endPoint: s3.host,
      port: s3.port,
      useSSL: false,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: 'us-east-1',
      pathStyle: true,
    });
    expect(await minio.bucketExists(s3.bucket)).toBe(true);

    const body = Buffer.from('0123456789abcdefghij');
    await minio.putObject(s3.bucket, 'claims/1/photo.bin', body, body.length, { 'Content-Type': 'application/octet-stream' });
    const stat = await minio.statObject(s3.bucket, 'claims/1/photo.bin');
    expect(stat.size).toBe(body.length);
    const range = await readAll(await minio.getPartialObject(s3.bucket, 'claims/1/photo.bin', 10, 5));
    expect(range.toString()).toBe('abcde');
  });
});

describe('Redis (redis-server)', () => {
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    const dir = redis?.dir;
    await redis?.stop();
    if (dir !== undefined && process.env['TIS_TEST_KEEP_DIRS'] !== '1') expect(existsSync(dir)).toBe(false);
  });

  it('sets and gets a key with ioredis', async () => {
    expect(redis.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(redis.port).not.toBe(6379);
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    try {
      expect(await client.set('tis:harness', 'ok', 'EX', 60)).toBe('OK');
      expect(await client.get('tis:harness')).toBe('ok');
    } finally {
      await client.quit();
    }
  });
});
