import { z } from 'zod';

/** Success code of every envelope (spec section 8). */
export const SUCCESS_CODE = '000000';

/** Every API answer: `{ code, mesg, data }`. */
export interface Envelope<T = unknown> {
  code: string;
  mesg: string;
  data: T | null;
}

export function ok<T>(data: T, mesg = 'success'): Envelope<T> {
  return { code: SUCCESS_CODE, mesg, data };
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), mesg: z.string(), data: data.nullable() });
}
