import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type createLogger, ROOT_LOGGER, Ticker } from '@tis/nest';
import { FilesService } from './files.service.js';

/** Every replica purges this often; two replicas purging at once delete each row once. */
const PURGE_EVERY_MS = 60 * 60_000;

/** Removes uploads that nothing referenced within a day (docs/adr/0017), hourly and once at start. */
@Injectable()
export class UploadPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly ticker: Ticker;

  constructor(@Inject(FilesService) files: FilesService, @Inject(ROOT_LOGGER) rootLogger: ReturnType<typeof createLogger>) {
    const logger = rootLogger.child({ service: 'fileconverter', component: 'upload-purge' });
    this.ticker = new Ticker(
      PURGE_EVERY_MS,
      async () => {
        const removed = await files.purgeUnreferenced();
        if (removed > 0) logger.info({ removed }, 'removed unreferenced uploads');
      },
      (err) => logger.error({ err }, 'purge of unreferenced uploads failed'),
    );
  }

  onApplicationBootstrap(): void {
    this.ticker.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.ticker.stop();
  }
}
