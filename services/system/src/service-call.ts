import { toTisError } from '@tis/nest';
import type { z } from 'zod';

/** The payload of a service call, checked against its contract: a bad one fails as 'validation', naming the field and the message key. */
export function payloadOf<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw toTisError(parsed.error);
  return parsed.data;
}
