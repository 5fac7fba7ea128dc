import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTO_SAVE_DEBOUNCE_MS, AutoSaveController, ERROR_BADGE_MS, SAVED_BADGE_MS, type AutoSaveStatus } from "./auto-save.ts";

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
});
