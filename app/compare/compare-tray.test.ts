import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addToTray, clearTray, readTray, removeFromTray, subscribeToTray } from "./compare-tray.ts";

/** A window with just what the tray uses: localStorage and events. */
function fakeWindow() {
  const store = new Map<string, string>();
  const events = new EventTarget();
  return {
    store,
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
}

describe("the compare tray", () => {
  let win: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    win = fakeWindow();
    vi.stubGlobal("window", win);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("holds up to four slugs in the order added and refuses a fifth", () => {
    for (const slug of ["a", "b", "c", "d"]) expect(addToTray(slug)).toBe("added");
    expect(addToTray("e")).toBe("full");
    expect(addToTray("b")).toBe("present");
    expect(readTray()).toEqual(["a", "b", "c", "d"]);
  });

  it("removes one, and clears all", () => {
    addToTray("a");
    addToTray("b");
    removeFromTray("a");
    expect(readTray()).toEqual(["b"]);
    clearTray();
    expect(readTray()).toEqual([]);
    expect(win.store.size).toBe(0);
  });

  it("tells subscribers of each change", () => {
    const heard = vi.fn();
    const stop = subscribeToTray(heard);
    addToTray("a");
    removeFromTray("a");
    stop();
    addToTray("b");
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("reads only well-formed, distinct slugs, at most four, whatever was stored", () => {
    win.store.set("compare-tray", JSON.stringify(["ok", "Bad Slug", 7, "ok", "b", "c", "d", "e"]));
    expect(readTray()).toEqual(["ok", "b", "c", "d"]);
    win.store.set("compare-tray", "{not json");
    expect(readTray()).toEqual([]);
  });

  it("answers the same array while nothing changed (what useSyncExternalStore needs)", () => {
    addToTray("a");
    expect(readTray()).toBe(readTray());
  });
});
