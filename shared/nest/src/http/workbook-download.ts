import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams an Excel workbook as a download: `write` fills the stream while the answer is already
 * being sent (exports of any size use constant memory). A failure while writing is logged and
 * cuts the download off, so the browser never keeps a truncated file as complete.
 */
export async function sendWorkbook(reply: FastifyReply, fileName: string, write: (out: PassThrough) => Promise<void>, logger: Logger): Promise<void> {
  const out = new PassThrough();
  write(out).catch((err: unknown) => {
    logger.error({ err, fileName }, 'workbook download failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  await reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(out);
}
