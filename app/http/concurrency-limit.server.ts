/**
 * Bounds the work in flight: at most `running` tasks at once, at most `waiting`
 * more queued (first come, first served), and nobody queued longer than
 * `maxWaitMs`. Beyond that a caller is refused at once, so an overloaded
 * server answers "busy, retry" quickly instead of stalling everyone, its own
 * health check included. A caller whose request is aborted while queued
 * leaves the queue; a task that throws frees its slot.
 */

export type LimitRefusal = "busy" | "waited-too-long" | "aborted";

/** Thrown by run() when a task is not started; the caller answers 503 (or nothing, when aborted). */
export class LimitRefused extends Error {
  constructor(readonly reason: LimitRefusal) {
    super(`not started: ${reason}`);
    this.name = "LimitRefused";
  }
}

export interface ConcurrencyLimitOptions {
  running: number;
  waiting: number;
  /** How long a task may wait for a slot before it is refused. */
  maxWaitMs: number;
}

export interface ConcurrencyLimit {
  /** Runs the task when a slot is free; rejects with LimitRefused when it cannot be started. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running and queued now (for tests and logs). */
  stats(): { running: number; waiting: number };
}

/**
 * Every task starts on a later turn of the event loop, never in the turn that asked. Work that
 * never waits for I/O (the embedded database answers within the same turn) would otherwise run
 * to the end as soon as it arrives: a burst of requests read in one turn would all run in that
 * turn, unlimited, and nothing else, the health check included, would be read until they were done.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Waiter {
  start(): void;
}

export function createConcurrencyLimit(options: ConcurrencyLimitOptions): ConcurrencyLimit {
  if (!(options.running >= 1) || !(options.waiting >= 0)) throw new Error("a limit needs at least one running slot and no negative queue");
  let running = 0;
  const queue: Waiter[] = [];

  /** A finished task hands its slot to the first waiter, so that no newcomer can take it in between. */
  function release() {
    const next = queue.shift();
    if (next) next.start();
    else running -= 1;
  }

  /** Runs the task in a slot already counted in `running`. */
  async function execute<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      release();
    }
  }

  function wait(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const leave = (reason: LimitRefusal) => {
        const index = queue.indexOf(waiter);
        if (index !== -1) queue.splice(index, 1);
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        reject(new LimitRefused(reason));
      };
      const onAbort = () => leave("aborted");
      const waiter: Waiter = {
        start() {
          // From here on the slot is this caller's: an abort or the timer can no longer take it away.
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          void nextTurn().then(resolve);
        },
      };
      const timer = setTimeout(() => leave("waited-too-long"), options.maxWaitMs);
      signal?.addEventListener("abort", onAbort, { once: true });
      queue.push(waiter);
    });
  }

  return {
    async run(task, signal) {
      if (signal?.aborted) throw new LimitRefused("aborted");
      if (running < options.running) {
        running += 1;
        await nextTurn();
      } else {
        if (queue.length >= options.waiting) throw new LimitRefused("busy");
        await wait(signal);
      }
      return execute(task);
    },
    stats: () => ({ running, waiting: queue.length }),
  };
}
