import { afterEach, describe, expect, it, vi } from "vitest";
import { createConcurrencyLimit, LimitRefused } from "./concurrency-limit.server.ts";

/** A task that runs until the test finishes it. */
function controlled<T = string>() {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  let started = false;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      started = true;
      return promise;
    },
    finish,
    fail,
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LimitRefused);
  return (error as LimitRefused).reason;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createConcurrencyLimit", () => {
  it("runs at most `running` tasks, queues `waiting` more and refuses the rest at once", async () => {
    const limit = createConcurrencyLimit({ running: 2, waiting: 1, maxWaitMs: 10_000 });
    const tasks = [controlled(), controlled(), controlled(), controlled()];
    const runs = tasks.map((t) => limit.run(t.task));
    const refused = refusal(runs[3]!);
    await tick();

    expect(tasks.map((t) => t.started)).toEqual([true, true, false, false]);
    expect(limit.stats()).toEqual({ running: 2, waiting: 1 });
    expect(await refused).toBe("busy");

    tasks[0]!.finish("first");
    expect(await runs[0]).toBe("first");
    await tick();
    expect(tasks[2]!.started).toBe(true);
    expect(limit.stats()).toEqual({ running: 2, waiting: 0 });

    tasks[1]!.finish("second");
    tasks[2]!.finish("third");
    expect(await Promise.all([runs[1], runs[2]])).toEqual(["second", "third"]);
    expect(limit.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("starts even a task that finds a free slot on a later turn of the event loop", async () => {
    // A burst read in one turn is admitted `running` at a time instead of running to the end at once.
    const limit = createConcurrencyLimit({ running: 2, waiting: 10, maxWaitMs: 10_000 });
    const tasks = [controlled(), controlled(), controlled()];
    const runs = tasks.map((t) => limit.run(t.task));
    await Promise.resolve();
    expect(tasks.map((t) => t.started)).toEqual([false, false, false]);
    expect(limit.stats()).toEqual({ running: 2, waiting: 1 });
    await tick();
    expect(tasks.map((t) => t.started)).toEqual([true, true, false]);
    tasks.forEach((t) => t.finish("done"));
    await Promise.all(runs);
  });

  it("starts queued tasks in the order they came", async () => {
    const limit = createConcurrencyLimit({ running: 1, waiting: 3, maxWaitMs: 10_000 });
    const order: number[] = [];
    const first = controlled();
    const runs = [limit.run(first.task), ...[1, 2, 3].map((n) => limit.run(async () => void order.push(n)))];
    first.finish("done");
    await Promise.all(runs);
    expect(order).toEqual([1, 2, 3]);
  });

  it("hands a freed slot to the waiter, not to a newcomer arriving in the same tick", async () => {
    const limit = createConcurrencyLimit({ running: 1, waiting: 1, maxWaitMs: 10_000 });
    const first = controlled();
    const waiter = controlled();
    const newcomer = controlled();
    const runs = [limit.run(first.task), limit.run(waiter.task)];
    first.finish("done");
    await runs[0];
    const late = limit.run(newcomer.task);
    await tick();
    expect(waiter.started).toBe(true);
    expect(newcomer.started).toBe(false);
    expect(limit.stats()).toEqual({ running: 1, waiting: 1 });
    waiter.finish("w");
    newcomer.finish("n");
    expect(await Promise.all([runs[1], late])).toEqual(["w", "n"]);
  });

  it("starts a waiter on a later turn of the event loop, not in the microtasks of the task before", async () => {
    // Work that never waits for I/O (the embedded database) would otherwise run the whole queue in one go.
    const limit = createConcurrencyLimit({ running: 1, waiting: 1, maxWaitMs: 10_000 });
    const first = controlled();
    const waiter = controlled();
    const runs = [limit.run(first.task), limit.run(waiter.task)];
    first.finish("done");
    await runs[0];
    await Promise.resolve();
    expect(waiter.started).toBe(false);
    await tick();
    expect(waiter.started).toBe(true);
    waiter.finish("w");
    await runs[1];
  });

  it("frees the slot when a task throws or rejects", async () => {
    const limit = createConcurrencyLimit({ running: 1, waiting: 1, maxWaitMs: 10_000 });
    await expect(
      limit.run(() => {
        throw new Error("synchronous failure");
      }),
    ).rejects.toThrow("synchronous failure");
    const failing = controlled();
    const queued = controlled();
    const runs = [limit.run(failing.task), limit.run(queued.task)];
    await tick();
    failing.fail(new Error("task failed"));
    await expect(runs[0]).rejects.toThrow("task failed");
    await tick();
    expect(queued.started).toBe(true);
    queued.finish("after the failure");
    expect(await runs[1]).toBe("after the failure");
    expect(limit.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("drops a queued caller whose request is aborted, so it holds no place", async () => {
    const limit = createConcurrencyLimit({ running: 1, waiting: 1, maxWaitMs: 10_000 });
    const first = controlled();
    const abandoned = controlled();
    const running = limit.run(first.task);
    const controller = new AbortController();
    const queued = limit.run(abandoned.task, controller.signal);
    expect(limit.stats().waiting).toBe(1);

    controller.abort();
    expect(await refusal(queued)).toBe("aborted");
    expect(limit.stats()).toEqual({ running: 1, waiting: 0 });

    // The place it left is free for someone else, and the abandoned task never runs.
    const next = controlled();
    const nextRun = limit.run(next.task);
    first.finish("done");
    await running;
    await tick();
    expect(next.started).toBe(true);
    expect(abandoned.started).toBe(false);
    next.finish("next");
    expect(await nextRun).toBe("next");
  });

  it("refuses a request that is already aborted without running it", async () => {
    const limit = createConcurrencyLimit({ running: 1, waiting: 1, maxWaitMs: 10_000 });
    const task = controlled();
    expect(await refusal(limit.run(task.task, AbortSignal.abort()))).toBe("aborted");
    expect(task.started).toBe(false);
    expect(limit.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a caller that waited longer than maxWaitMs", async () => {
    vi.useFakeTimers();
    const limit = createConcurrencyLimit({ running: 1, waiting: 5, maxWaitMs: 2_000 });
    const first = controlled();
    const slow = controlled();
    void limit.run(first.task);
    const queued = limit.run(slow.task);
    const refused = refusal(queued);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(limit.stats().waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await refused).toBe("waited-too-long");
    expect(limit.stats()).toEqual({ running: 1, waiting: 0 });
    expect(slow.started).toBe(false);
  });

  it("does not count an aborted signal after the task started", async () => {
    const limit = createConcurrencyLimit({ running: 1, waiting: 0, maxWaitMs: 10_000 });
    const controller = new AbortController();
    const task = controlled();
    const run = limit.run(task.task, controller.signal);
    controller.abort();
    task.finish("finished anyway");
    expect(await run).toBe("finished anyway");
    expect(limit.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
