import { type BaseName } from '@tis/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Pending {
  req: FastifyRequest;
  reply: FastifyReply;
  deadline: number;
}

/**
 * The spec's timeout per base without a timer, listener or set entry per request. A request is
 * appended to the batch of the current tick (one array push); each tick (100 ms) drops the last
 * batch's answered requests — nearly all of them — and keeps the rest in a set that is checked
 * against their deadlines. One past its deadline is answered with `onTimeout`.
 */
export class InFlightDeadlines {
  private fresh: Pending[] = [];
  private readonly slow = new Set<Pending>();
  private now = Date.now();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly timeoutOf: (base: BaseName) => number,
    private readonly onTimeout: (req: FastifyRequest, reply: FastifyReply) => void,
    sweepMs = 100,
  ) {
    this.sweeper = setInterval(() => {
      this.sweep();
    }, sweepMs);
    this.sweeper.unref();
  }

  track(base: BaseName, req: FastifyRequest, reply: FastifyReply): void {
    this.fresh.push({ req, reply, deadline: this.now + this.timeoutOf(base) });
  }

  private sweep(): void {
    this.now = Date.now();
    const batch = this.fresh;
    this.fresh = [];
    for (const entry of batch) if (!isAnswered(entry)) this.slow.add(entry);
    for (const entry of this.slow) {
      if (isAnswered(entry)) {
        this.slow.delete(entry);
      } else if (entry.deadline <= this.now) {
        this.slow.delete(entry);
        this.onTimeout(entry.req, entry.reply);
      }
    }
  }

  stop(): void {
    clearInterval(this.sweeper);
    this.fresh = [];
    this.slow.clear();
  }
}

function isAnswered(entry: Pending): boolean {
  return entry.reply.sent || entry.reply.raw.destroyed;
}
