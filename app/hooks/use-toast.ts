/**
 * A small toast store (spec sections 3, 4 and 9): at most one toast visible,
 * operations add / update / dismiss / remove, and a dismissed toast leaves the
 * store TOAST_REMOVE_DELAY ms later so that its closing can finish.
 *
 * The store lives outside React so that `toast()` can be called from anywhere
 * (event handlers, effects, fetch callbacks); <Toaster /> renders it.
 */
import { useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 2000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive";

export interface ToastActionSpec {
  label: string;
  /** What a screen-reader user is told to do instead of pressing the button; must not be empty. */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  action?: ToastActionSpec;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself; TOAST_DURATION when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastOperation =
  | { type: "add"; toast: ToastItem }
  | { type: "update"; toast: Partial<ToastInput> & { id: string } }
  | { type: "dismiss"; toastId?: string }
  | { type: "remove"; toastId?: string };

/** Pure state transition; `toastId` omitted means every toast. */
export function toastReducer(state: ToastState, operation: ToastOperation): ToastState {
  switch (operation.type) {
    case "add":
      return { toasts: [operation.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: state.toasts.map((t) => (t.id === operation.toast.id ? { ...t, ...operation.toast } : t)),
      };
    case "dismiss":
      return {
        toasts: state.toasts.map((t) =>
          operation.toastId === undefined || t.id === operation.toastId ? { ...t, open: false } : t,
        ),
      };
    case "remove":
      return {
        toasts: operation.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== operation.toastId),
      };
  }
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastInput>) => void;
}

function assertActionHasAltText(action: ToastActionSpec | undefined) {
  if (action && !action.altText.trim()) {
    throw new Error("A toast action needs non-empty altText describing how to do the same without the toast.");
  }
}

export function createToastStore() {
  let state: ToastState = { toasts: [] };
  let count = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(operation: ToastOperation) {
    state = toastReducer(state, operation);
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        dispatch({ type: "remove", toastId: id });
      }, TOAST_REMOVE_DELAY),
    );
  }

  function dismiss(toastId?: string) {
    const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
    dispatch({ type: "dismiss", toastId });
    ids.forEach(scheduleRemoval);
  }

  function toast(input: ToastInput): ToastHandle {
    assertActionHasAltText(input.action);
    count = (count + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(count);
    dispatch({ type: "add", toast: { variant: "default", ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (changes) => {
        assertActionHasAltText(changes.action);
        dispatch({ type: "update", toast: { ...changes, id } });
      },
    };
  }

  return {
    toast,
    dismiss,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

const store = createToastStore();
const serverState: ToastState = { toasts: [] };

/** Shows a toast; returns a handle to update or dismiss it. */
export const toast = store.toast;

/** The current toasts plus `toast()` and `dismiss()`, re-rendering when they change. */
export function useToast() {
  const state = useSyncExternalStore(store.subscribe, store.getState, () => serverState);
  return { ...state, toast: store.toast, dismiss: store.dismiss };
}
