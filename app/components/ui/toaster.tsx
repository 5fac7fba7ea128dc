import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";
import { TOAST_DURATION, useToast } from "~/hooks/use-toast";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast";

/**
 * Renders the toast store; mount once, in the root. A toast belongs to the page it appeared on:
 * going to another page ends it. A toast raised as a navigation starts ('Logged out', then home)
 * belongs to the page the navigation leads to, as does a flash set before a redirect.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const settled = navigation.state === "idle";
  const headingTo = navigation.location?.pathname ?? pathname;
  /** The page each toast belongs to. */
  const shownOn = useRef(new Map<string, string>());
  useEffect(() => {
    const seen = shownOn.current;
    for (const id of seen.keys()) if (!toasts.some((t) => t.id === id)) seen.delete(id);
    for (const { id, open } of toasts) {
      const page = seen.get(id);
      if (page === undefined) seen.set(id, settled ? pathname : headingTo);
      else if (open && settled && page !== pathname) dismiss(id);
    }
  }, [pathname, settled, headingTo, toasts, dismiss]);
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid min-w-0 flex-1 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
