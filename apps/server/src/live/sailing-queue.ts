/** What a queue is kept for: a sailing's id, or a key of another board (`series:12`). */
export type QueueKey = number | string;

/**
 * Runs the work for each sailing one task at a time, in arrival order, so the messages about a
 * sailing leave in the order its changes were made (each task reads the database afresh; a
 * later task can never be overtaken by an earlier, slower one). A task that is already waiting
 * absorbs an identical one arriving meanwhile: it has not read the database yet, so it will
 * see that change too. A burst of finish times becomes one or two results messages.
 */
export class SailingQueue<T> {
  readonly #queues = new Map<QueueKey, { waiting: T[]; running: boolean }>();
  #idle: (() => void)[] = [];

  constructor(
    private readonly run: (sailingId: QueueKey, task: T) => Promise<void>,
    private readonly sameTask: (a: T, b: T) => boolean,
    private readonly onError: (error: unknown) => void,
  ) {}

  push(sailingId: QueueKey, task: T): void {
    let queue = this.#queues.get(sailingId);
    if (!queue) {
      queue = { waiting: [], running: false };
      this.#queues.set(sailingId, queue);
    }
    if (queue.waiting.some((waiting) => this.sameTask(waiting, task))) return;
    queue.waiting.push(task);
    if (!queue.running) void this.#drain(sailingId, queue);
  }

  /** How many sailings have work waiting or running. */
  get busy(): number {
    return this.#queues.size;
  }

  /** Resolves when no work is waiting or running (tests, shutdown). */
  idle(): Promise<void> {
    if (this.#queues.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  async #drain(sailingId: QueueKey, queue: { waiting: T[]; running: boolean }): Promise<void> {
    queue.running = true;
    for (let task = queue.waiting.shift(); task !== undefined; task = queue.waiting.shift()) {
      try {
        await this.run(sailingId, task);
      } catch (error) {
        this.onError(error);
      }
    }
    queue.running = false;
    this.#queues.delete(sailingId);
    if (this.#queues.size === 0) {
      const waiting = this.#idle;
      this.#idle = [];
      for (const resolve of waiting) resolve();
    }
  }
}
