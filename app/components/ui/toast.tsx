/**
 * Toast building blocks on top of @radix-ui/react-toast. Radix supplies the
 * behaviour the spec asks for: F8 focuses the viewport, and a toast closes on
 * Escape, on a swipe and when its duration runs out.
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      // The empty viewport sits over the page: let clicks through, except on the toasts. Toasts sit over the
      // header band, clear of page titles, the chat's session list, every chat's input and the side panel's
      // controls: at the right from md up (left of an open side panel), wide enough for a one-line description;
      // across the top on phones, and there below the open side panel's header, which would be under them.
      className={cn(
        "pointer-events-none fixed top-0 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-2 outline-none in-data-[side-panel=open]:top-28 md:top-1 md:max-w-xl md:in-data-[side-panel=open]:top-1 md:in-data-[side-panel=open]:right-96",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border px-4 py-2.5 pr-10 shadow-lg transition-[translate,opacity] duration-200 starting:translate-y-2 starting:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-slate-200 bg-white text-slate-900",
        destructive: "border-red-800 bg-red-700 text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm leading-snug opacity-90", className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
