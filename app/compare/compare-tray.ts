/**
 * The compare tray: up to MAX_COMPARED community slugs kept in this browser (localStorage), never on the server,
 * so public pages stay one markup for everyone (decisions 020, 022). Every "Compare" control is plain markup, a
 * link to /compare?ids=<its slug> carrying `data-compare="<slug>"`; one delegated listener on the document turns
 * those links into toggles once the page has hydrated, and `syncCompareControls` shows each one's state
 * (aria-pressed). Links marked `data-compare-remove="<slug>"` (the compare page's "Remove") also drop the slug
 * from the tray and are then followed as usual.
 */
import { SLUG_PATTERN } from "../../core/reference/slug-pattern.ts";
import { MAX_COMPARED } from "../../core/compare/compare-href.ts";

const STORAGE_KEY = "compare-tray";
const CHANGE_EVENT = "compare-tray-change";
const EMPTY: readonly string[] = Object.freeze([]);

let cachedRaw: string | null = null;
let cachedSlugs: readonly string[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): the tray is simply empty.
    return null;
  }
}

/** What is in the tray now: only well-formed, distinct slugs, at most MAX_COMPARED (what another tab or an old version wrote may be anything). */
export function readTray(): readonly string[] {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedSlugs;
  cachedRaw = raw;
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const slugs = Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string" && SLUG_PATTERN.test(s)) : [];
  cachedSlugs = Object.freeze([...new Set(slugs)].slice(0, MAX_COMPARED));
  return cachedSlugs;
}

function writeTray(slugs: readonly string[]): void {
  try {
    if (slugs.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(slugs));
  } catch {
    // Nothing to keep it in: the change lives until the next read.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export type AddOutcome = "added" | "present" | "full";

export function addToTray(slug: string): AddOutcome {
  const slugs = readTray();
  if (slugs.includes(slug)) return "present";
  if (slugs.length >= MAX_COMPARED) return "full";
  writeTray([...slugs, slug]);
  return "added";
}

export function removeFromTray(slug: string): void {
  const slugs = readTray();
  if (slugs.includes(slug)) writeTray(slugs.filter((s) => s !== slug));
}

export function clearTray(): void {
  writeTray([]);
}

/** For useSyncExternalStore: this tab's changes and other tabs' (the storage event). */
export function subscribeToTray(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export const serverTray = (): readonly string[] => EMPTY;

/** Every control on the page shows whether its community is in the tray; a link becomes a toggle button. */
export function syncCompareControls(root: ParentNode = document): void {
  const slugs = readTray();
  for (const control of root.querySelectorAll<HTMLElement>("[data-compare]")) {
    const pressed = String(slugs.includes(control.dataset.compare ?? ""));
    if (control.getAttribute("role") !== "button") control.setAttribute("role", "button");
    if (control.getAttribute("aria-pressed") !== pressed) control.setAttribute("aria-pressed", pressed);
  }
}

/**
 * Installs the one delegated listener (click, and Space on a control, as a button would) and keeps the controls
 * in step with the tray and with markup that appears later (a navigation, A.L.I.'s cards). `onFull` hears of a
 * fifth add. Returns the uninstaller.
 */
export function installCompareControls(onFull: () => void): () => void {
  const toggle = (control: HTMLElement) => {
    const slug = control.dataset.compare ?? "";
    if (!SLUG_PATTERN.test(slug)) return;
    if (readTray().includes(slug)) removeFromTray(slug);
    else if (addToTray(slug) === "full") onFull();
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    // Before the defaultPrevented test: a router link (the compare page's Remove) has been taken over by then.
    const removal = target?.closest<HTMLElement>("[data-compare-remove]");
    if (removal) removeFromTray(removal.dataset.compareRemove ?? "");
    const control = target?.closest<HTMLElement>("[data-compare]");
    if (!control || event.defaultPrevented) return;
    event.preventDefault();
    toggle(control);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== " ") return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-compare]") : null;
    if (!control) return;
    event.preventDefault();
    toggle(control);
  };
  let frame = 0;
  const scheduleSync = () => {
    if (frame === 0) frame = requestAnimationFrame(() => {
      frame = 0;
      syncCompareControls();
    });
  };
  const observer = new MutationObserver(scheduleSync);
  observer.observe(document.body, { childList: true, subtree: true });
  const unsubscribe = subscribeToTray(scheduleSync);
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  syncCompareControls();
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    unsubscribe();
    document.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKeyDown);
  };
}
