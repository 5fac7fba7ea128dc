/**
 * The preferences panel's auto-save (spec sections 4 and 9), without React:
 *
 *   idle --change--> pending --1.5 s--> saving --ok--> saved --2 s--> idle
 *                                              \--fail--> error --3 s--> pending (retry)
 *
 * A new change cancels the debounce timer and silently aborts a save in
 * flight (its result is ignored, its failure is not reported). Changes made
 * while the initial load runs are not saved: call `change` only after it.
 * After a failure the latest value is saved again when the error badge ends,
 * which is what 'Save failed - will retry' promises.
 */

export type AutoSaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

export const AUTO_SAVE_DEBOUNCE_MS = 1500;
export const SAVED_BADGE_MS = 2000;
export const ERROR_BADGE_MS = 3000;

export const AUTO_SAVE_BADGES: Record<Exclude<AutoSaveStatus, "idle">, string> = {
  pending: "Changes pending...",
  saving: "Auto-saving...",
  saved: "All changes saved",
  error: "Save failed - will retry",
};

export interface AutoSaveOptions<T> {
  save: (value: T, signal: AbortSignal) => Promise<void>;
  onStatus: (status: AutoSaveStatus) => void;
  /** Called once per failed save (not for aborted ones), with the value that was not saved. */
  onError?: (error: unknown, value: T) => void;
  onSaved?: (value: T) => void;
  timers?: { setTimeout: (fn: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
}

export class AutoSaveController<T> {
  private status: AutoSaveStatus = "idle";
  private timer: unknown = null;
  private inFlight: AbortController | null = null;
  private latest: { value: T } | null = null;
  private readonly timers: NonNullable<AutoSaveOptions<T>["timers"]>;

  constructor(private readonly options: AutoSaveOptions<T>) {
    this.timers = options.timers ?? {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  }

  get currentStatus(): AutoSaveStatus {
    return this.status;
  }

  /** A new value to keep: (re)starts the debounce and drops any save in flight. */
  change(value: T): void {
    this.latest = { value };
    this.cancelTimer();
    this.inFlight?.abort();
    this.inFlight = null;
    this.setStatus("pending");
    this.timer = this.timers.setTimeout(() => void this.flush(), AUTO_SAVE_DEBOUNCE_MS);
  }

  /** Stops timers and drops a save in flight (the panel closed). */
  dispose(): void {
    this.cancelTimer();
    this.inFlight?.abort();
    this.inFlight = null;
  }

  private async flush(): Promise<void> {
    this.timer = null;
    // Stryker disable next-line ConditionalExpression: equivalent, flush runs only after change() set latest or the retry checked it
    if (!this.latest) return;
    const { value } = this.latest;
    const controller = new AbortController();
    this.inFlight = controller;
    this.setStatus("saving");
    try {
      await this.options.save(value, controller.signal);
      if (controller.signal.aborted) return;
      this.inFlight = null;
      this.latest = null;
      this.setStatus("saved");
      this.options.onSaved?.(value);
      this.timer = this.timers.setTimeout(() => {
        this.timer = null;
        this.setStatus("idle");
      }, SAVED_BADGE_MS);
    } catch (error) {
      // An aborted save was replaced by a newer change: nothing to report.
      if (controller.signal.aborted) return;
      this.inFlight = null;
      this.setStatus("error");
      this.options.onError?.(error, value);
      this.timer = this.timers.setTimeout(() => {
        this.timer = null;
        // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, latest is cleared only by a successful save, and a change cancels this timer
        if (this.latest) void this.flush();
        else this.setStatus("idle");
      }, ERROR_BADGE_MS);
    }
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: AutoSaveStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}
