import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { TisError } from '@tis/contracts';

/** Counts and hashes bytes as they pass; errors with payloadTooLarge once past the limit. */
export class MeteredStream extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new TisError('payloadTooLarge'));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
