import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Ports are picked below the kernel's ephemeral range (`ip_local_port_range`, 32768–60999 by
 * default). A port the kernel hands out for `listen(0)` lies inside that range, and so does the
 * local port of every outgoing connection: a port picked that way can be taken by a client socket
 * (a Kafka or database connection of another test server) before the child process binds it,
 * which made a smoke run fail with EADDRINUSE. Below the range only listeners compete.
 */
const LOWEST = 20_000;
const FALLBACK_EPHEMERAL_START = 32_768;
/** Ports this process has handed out: never handed out twice, even if still unbound. */
const handedOut = new Set<number>();

function ephemeralStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const value = Number(start);
    return Number.isInteger(value) && value > LOWEST + 1_000 ? value : FALLBACK_EPHEMERAL_START;
  } catch {
    return FALLBACK_EPHEMERAL_START;
  }
}

function canListen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port that is free on `host` right now, outside the ephemeral range, and not handed out
 * before by this process. Another process can still bind it before the caller does; servers that
 * are started on such a port (MariaDB, Redis) retry with a new one when the bind fails.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const highest = ephemeralStart() - 1;
  const span = highest - LOWEST + 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * span);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canListen(host, port)) return port;
  }
  throw new Error(`freePort: no free port between ${LOWEST} and ${highest} on ${host} after 200 attempts`);
}
