import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

export const ENDPOINT_METADATA = 'tis:endpoint';

/**
 * What a route accepts and answers, as zod schemas from @tis/contracts.
 * The server validates query, params and body against them (unknown fields rejected),
 * and the OpenAPI document is generated from them.
 */
export interface EndpointDefinition {
  summary: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** Schema of the envelope's `data`. */
  response?: z.ZodType;
  /** Content type of a body that is not JSON (e.g. multipart/form-data, application/x-www-form-urlencoded). */
  bodyType?: string;
}

export function Endpoint(definition: EndpointDefinition): MethodDecorator {
  return SetMetadata(ENDPOINT_METADATA, definition);
}

/** An answer that goes out as it is, without the envelope (OpenAPI documents). */
export class RawJson<T = unknown> {
  constructor(readonly value: T) {}
}
