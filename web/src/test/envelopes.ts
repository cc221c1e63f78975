import type { Received, ReceivedEnvelope } from '../api/code-handling';
import { readEnvelope } from '../api/code-handling';

/** A 200 answer with an envelope body. */
export function ok200(body: unknown): Received {
  return { kind: 'response', status: 200, body };
}

export function envelope(code: unknown, data: unknown = null, mesg = 'server says'): ReceivedEnvelope {
  return readEnvelope({ code, mesg, data });
}
