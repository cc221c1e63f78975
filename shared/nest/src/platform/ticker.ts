/**
 * Work a replica runs every `everyMs` and once at start, one run at a time (a tick while a run is in
 * progress is skipped); `stop` waits for the run in progress. The timer does not keep the process up.
 */
export class Ticker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly everyMs: number,
    private readonly work: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Whether `stop` was called: long work checks it between its steps. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    this.timer = setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
    this.tick();
  }

  /** Runs the work now, unless a run is in progress or the ticker stopped. */
  tick(): void {
    if (this.running || this.stopped) return;
    this.running = this.work()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Waits until no run is in progress. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
