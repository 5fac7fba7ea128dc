import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_REMOVE_DELAY, toastReducer, type ToastItem } from "./use-toast.ts";

const item = (id: string): ToastItem => ({ id, title: `Toast ${id}`, variant: "default", open: true });

describe("toastReducer", () => {
  it("keeps only the newest toast visible", () => {
    const state = toastReducer(toastReducer({ toasts: [] }, { type: "add", toast: item("1") }), {
      type: "add",
      toast: item("2"),
    });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates only the toast it names", () => {
    const state = toastReducer({ toasts: [item("1")] }, { type: "update", toast: { id: "1", title: "Saved" } });
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "Saved", open: true });
    expect(toastReducer(state, { type: "update", toast: { id: "9", title: "x" } })).toEqual(state);
  });

  it("dismisses by closing, and dismisses all when no id is given", () => {
    const one = toastReducer({ toasts: [item("1")] }, { type: "dismiss", toastId: "1" });
    expect(one.toasts[0]?.open).toBe(false);
    const all = toastReducer({ toasts: [item("1"), item("2")] }, { type: "dismiss" });
    expect(all.toasts.every((t) => !t.open)).toBe(true);
  });

  it("removes one toast or all of them", () => {
    expect(toastReducer({ toasts: [item("1"), item("2")] }, { type: "remove", toastId: "1" }).toasts).toEqual([item("2")]);
    expect(toastReducer({ toasts: [item("1")] }, { type: "remove" }).toasts).toEqual([]);
  });
});

describe("createToastStore", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("adds an open toast with the default variant and notifies subscribers", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.toast({ title: "Logged out", description: "You have been logged out successfully." });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ title: "Logged out", variant: "default", open: true }),
    ]);
  });

  it("removes a dismissed toast 2000 ms later, not before", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Login failed", variant: "destructive" });
    handle.dismiss();
    expect(store.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it("lets a handle update its own toast", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Saving" });
    handle.update({ title: "Saved" });
    expect(store.getState().toasts[0]?.title).toBe("Saved");
  });

  it("refuses an action without alternative text", () => {
    const store = createToastStore();
    expect(() => store.toast({ title: "Undo?", action: { label: "Undo", altText: "  ", onClick: () => {} } })).toThrow(
      /altText/,
    );
    expect(store.getState().toasts).toHaveLength(0);
  });

  it("stops notifying after unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.toast({ title: "Quiet" });
    expect(listener).not.toHaveBeenCalled();
  });
});
