/**
 * A baseline server, run as its own process: `node baseline-server.js <fastify|node> <port> <body.json> <path>`.
 *
 * It answers GET <path> with the JSON object read from <body.json> (a copy of a real portal
 * answer), serialised per request like any handler would, as `application/json; charset=utf-8`.
 * - fastify: a bare Fastify 5 app (no logger, no hooks, no plugins), one route.
 * - node:    raw node:http, one `if`.
 * Prints `listening on <port>` when ready; stops on SIGTERM / SIGINT.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Fastify from 'fastify';

const [kind, portText, bodyFile, path] = process.argv.slice(2);
const port = Number(portText);
if (!['fastify', 'node'].includes(kind ?? '') || !Number.isInteger(port) || !bodyFile || !path) {
  console.error('usage: baseline-server.js <fastify|node> <port> <body.json> <path>');
  process.exit(2);
}
const answer = JSON.parse(readFileSync(bodyFile, 'utf8'));
const HOST = '127.0.0.1';

let close;
if (kind === 'fastify') {
  const app = Fastify({ logger: false });
  app.get(path, async (_req, reply) => {
    reply.type('application/json; charset=utf-8');
    return answer;
  });
  await app.listen({ host: HOST, port });
  close = () => app.close();
} else {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === path) {
      const body = JSON.stringify(answer);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } else {
      res.writeHead(404).end();
    }
  });
  server.keepAliveTimeout = 72_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  close = () => new Promise((resolve) => server.close(() => resolve(undefined)));
}
console.log(`listening on ${port}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    void Promise.resolve(close()).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
