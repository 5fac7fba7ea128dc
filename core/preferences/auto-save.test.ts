import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_SAVE_BADGES, AUTO_SAVE_DEBOUNCE_MS, AutoSaveController, ERROR_BADGE_MS, SAVED_BADGE_MS, type AutoSaveStatus } from "./auto-save.ts";

function setup(save: (value: string, signal: AbortSignal) => Promise<void>) {
  const statuses: AutoSaveStatus[] = [];
  const errors: string[] = [];
  const controller = new AutoSaveController<string>({ save, onStatus: (s) => statuses.push(s), onError: (_e, value) => errors.push(value) });
  return { controller, statuses, errors };
}

describe("preferences auto-save", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits 1.5 s after the last change, saves once, shows saved for 2 s, then idles", async () => {
    const save = vi.fn(async (_value: string, _signal: AbortSignal) => {});
    const { controller, statuses } = setup(save);
    controller.change("a");
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_DEBOUNCE_MS - 100);
    controller.change("ab");
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_DEBOUNCE_MS - 100);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toBe("ab");
    expect(statuses).toEqual(["pending", "saving", "saved"]);
    await vi.advanceTimersByTimeAsync(SAVED_BADGE_MS);
    expect(statuses.at(-1)).toBe("idle");
  });

  it("aborts a save in flight when a new change comes, silently, and saves the newer value", async () => {
    const signals: AbortSignal[] = [];
    const save = vi.fn((value: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<void>((resolve, reject) => {
        signal.addEventListener("abort", () => reject(new Error("aborted")));
        setTimeout(resolve, value === "first" ? 5000 : 10);
      });
    });
    const { controller, statuses, errors } = setup(save);
    controller.change("first");
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_DEBOUNCE_MS + 10);
    expect(statuses.at(-1)).toBe("saving");
    controller.change("second");
    expect(signals[0]!.aborted).toBe(true);
    expect(statuses.at(-1)).toBe("pending");
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_DEBOUNCE_MS + 20);
    expect(save).toHaveBeenLastCalledWith("second", expect.anything());
    expect(statuses.at(-1)).toBe("saved");
    expect(errors).toEqual([]);
  });

  it("reports a failure once, shows the error for 3 s, then retries the unsaved value", async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new Error("500: boom");
    });
    const { controller, statuses, errors } = setup(save);
    controller.change("x");
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_DEBOUNCE_MS);
    expect(statuses.at(-1)).toBe("error");
    expect(errors).toEqual(["x"]);
    fail = false;
    await vi.advanceTimersByTimeAsync(ERROR_BADGE_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(statuses.slice(-2)).toEqual(["saving", "saved"]);
  });

  it("saves nothing when disposed before the timer fires", async () => {
    const save = vi.fn(async () => {});
    const { controller } = setup(save);
    controller.change("x");
    controller.dispose();
    await vi.advanceTimersByTimeAsync(AUTO_SAVE_DEBOUNCE_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it("uses the spec's timings: 1,500 ms debounce, saved badge 2,000 ms, error badge 3,000 ms, to the millisecond", async () => {
    expect([AUTO_SAVE_DEBOUNCE_MS, SAVED_BADGE_MS, ERROR_BADGE_MS]).toEqual([1500, 2000, 3000]);
    const save = vi.fn(async () => {});
    const { controller, statuses } = setup(save);
    expect(controller.currentStatus).toBe("idle");
    controller.change("a");
    await vi.advanceTimersByTimeAsync(1499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(controller.currentStatus).toBe("saved");
    await vi.advanceTimersByTimeAsync(1999);
    expect(controller.currentStatus).toBe("saved");
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.currentStatus).toBe("idle");
    expect(statuses).toEqual(["pending", "saving", "saved", "idle"]);
  });

  it("retries exactly 3,000 ms after a failure, even without an error callback", async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new Error("offline");
    });
    const statuses: AutoSaveStatus[] = [];
    const controller = new AutoSaveController<string>({ save, onStatus: (s) => statuses.push(s) });
    controller.change("x");
    await vi.advanceTimersByTimeAsync(1500);
    expect(controller.currentStatus).toBe("error");
    fail = false;
    await vi.advanceTimersByTimeAsync(2999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual(["pending", "saving", "error", "saving", "saved"]);
  });

  it("ignores a replaced save that finishes anyway, and still saves the newer value", async () => {
    // A save that does not listen to its signal: it resolves 2 s later whatever happens.
    const saved: string[] = [];
    const onSaved = vi.fn();
    const save = vi.fn((value: string) => new Promise<void>((resolve) => setTimeout(() => (saved.push(value), resolve()), 2000)));
    const statuses: AutoSaveStatus[] = [];
    const controller = new AutoSaveController<string>({ save, onStatus: (s) => statuses.push(s), onSaved });
    controller.change("first");
    await vi.advanceTimersByTimeAsync(1500 + 1000);
    controller.change("second");
    // The first save resolves at 3,500 ms; the second is not sent before 4,000 ms.
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toEqual(["first"]);
    expect(controller.currentStatus).toBe("pending");
    expect(onSaved).not.toHaveBeenCalled();
    // The second is sent at 4,000 ms and resolves at 6,000 ms.
    await vi.advanceTimersByTimeAsync(2500);
    expect(saved).toEqual(["first", "second"]);
    expect(onSaved.mock.calls).toEqual([["second"]]);
    expect(controller.currentStatus).toBe("saved");
  });

  it("uses the timers it is given", async () => {
    const pending: { fn: () => void; ms: number }[] = [];
    const cleared: unknown[] = [];
    const save = vi.fn(async () => {});
    const controller = new AutoSaveController<string>({
      save,
      onStatus: () => {},
      timers: { setTimeout: (fn, ms) => pending.push({ fn, ms }), clearTimeout: (handle) => cleared.push(handle) },
    });
    controller.change("a");
    controller.change("b");
    expect(pending.map((t) => t.ms)).toEqual([1500, 1500]);
    expect(cleared).toEqual([1]);
    pending[1]!.fn();
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith("b", expect.any(AbortSignal)));
  });

  it("shows the spec's badge words", () => {
    expect(AUTO_SAVE_BADGES).toEqual({ pending: "Changes pending...", saving: "Auto-saving...", saved: "All changes saved", error: "Save failed - will retry" });
  });
});
