import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type createLogger, ROOT_LOGGER } from '@tis/nest';
import { FilesService } from './files.service.js';

/** Every replica purges this often; two replicas purging at once delete each row once. */
const PURGE_EVERY_MS = 60 * 60_000;

/** Removes uploads that nothing referenced within a day (docs/adr/0017), hourly and once at start. */
@Injectable()
export class UploadPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly logger: ReturnType<typeof createLogger>;

  constructor(
    @Inject(FilesService) private readonly files: FilesService,
    @Inject(ROOT_LOGGER) rootLogger: ReturnType<typeof createLogger>,
  ) {
    this.logger = rootLogger.child({ service: 'fileconverter', component: 'upload-purge' });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), PURGE_EVERY_MS);
    this.timer.unref();
    this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.files
      .purgeUnreferenced()
      .then((removed) => {
        if (removed > 0) this.logger.info({ removed }, 'removed unreferenced uploads');
      })
      .catch((err: unknown) => this.logger.error({ err }, 'purge of unreferenced uploads failed'))
      .finally(() => {
        this.running = undefined;
      });
  }
}
