/**
 * An S3 API server on 127.0.0.1 backed by a temp directory: the npm package `s3rver`, run as a
 * child process (its CLI) so it never shares the test process's event loop and is stopped by
 * PID like every other server. Credentials are s3rver's fixed `S3RVER` / `S3RVER`; requests
 * must be correctly signed (SigV2/SigV4), so clients are exercised for real.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createRunDir, removeRunDir, startProcess } from './process.js';

export interface StartS3Options {
  /** Bucket created at startup. */
  readonly bucket: string;
  /** Parent of the fresh run directory (default `os.tmpdir()`). */
  readonly dir?: string;
  /** Readiness timeout in ms (default 20 s). */
  readonly timeoutMs?: number;
}

export interface S3Server {
  /** `http://127.0.0.1:PORT` */
  readonly endpoint: string;
  readonly host: string;
  readonly port: number;
  readonly accessKey: 'S3RVER';
  readonly secretKey: 'S3RVER';
  readonly bucket: string;
  /** `s3://S3RVER:S3RVER@127.0.0.1:PORT/<bucket>?ssl=false` */
  readonly url: string;
  /** The run directory: `data/` (objects) and `s3rver.log`. */
  readonly dir: string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

export async function startS3(options: StartS3Options): Promise<S3Server> {
  const { bucket } = options;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`startS3: invalid bucket name '${bucket}'`);
  const cli = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const dir = createRunDir('s3', options.dir);
  const s3rver = await startProcess({
    name: 's3rver',
    command: process.execPath,
    args: [cli, '--directory', join(dir, 'data'), '--address', HOST, '--port', '0', '--no-vhost-buckets', '--configure-bucket', bucket],
    logDir: dir,
    timeoutMs: options.timeoutMs ?? 20_000,
    stopGraceMs: 3_000,
    // Printed by the CLI once the HTTP server listens and the bucket exists.
    ready: { kind: 'output', stream: 'stdout', pattern: /S3rver listening on (\S+):(\d+)/ },
  });
  const port = Number(s3rver.readyMatch?.[2]);
  if (!Number.isInteger(port) || port <= 0) {
    await s3rver.stop();
    throw new Error(`startS3: no port in s3rver output (log: ${s3rver.logFile})`);
  }
  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://${HOST}:${port}`,
    host: HOST,
    port,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    bucket,
    url: `s3://S3RVER:S3RVER@${HOST}:${port}/${bucket}?ssl=false`,
    dir,
    stop(): Promise<void> {
      stopped ??= (async () => {
        await s3rver.stop();
        removeRunDir(dir);
      })();
      return stopped;
    },
  };
}
