import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// The base, a variant and a size never set the same property (font size, colors, focus outline
// color): cn() joins classes without resolving conflicts (app/lib/cn.ts), so each is set once.
// brand-700 is the lightest orange that keeps white text above 4.5:1 contrast.
const focusOnLight = "focus-visible:outline-brand-700";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: `bg-brand-700 text-white shadow-sm hover:bg-brand-800 ${focusOnLight}`,
        secondary: `bg-bayou-700 text-white shadow-sm hover:bg-teal-800 ${focusOnLight}`,
        outline: `border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50 ${focusOnLight}`,
        ghost: `text-slate-700 hover:bg-slate-100 hover:text-ink-900 ${focusOnLight}`,
        /** Ghost on a dark bar (the admin bar). */
        ghostOnDark: "text-slate-100 hover:bg-white/10 hover:text-white focus-visible:outline-brand-500",
        link: `text-brand-700 underline-offset-4 hover:underline ${focusOnLight}`,
        destructive: `bg-red-700 text-white shadow-sm hover:bg-red-800 ${focusOnLight}`,
      },
      size: {
        sm: "h-9 px-3 text-sm",
        default: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a <Link>) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  return <button type={type ?? "button"} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
