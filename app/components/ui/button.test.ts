import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button.tsx";

// cn() joins classes without resolving conflicts (app/lib/cn.ts), so a button's base, variant and
// size must never set the same property: the stylesheet's order would pick the winner. tailwind-merge
// (a test dependency only) knows which utilities conflict; it must find nothing to drop.
const VARIANTS = ["default", "secondary", "outline", "ghost", "ghostOnDark", "link", "destructive"] as const;
const SIZES = ["sm", "default", "lg", "icon"] as const;

describe("buttonVariants", () => {
  it.each(VARIANTS.flatMap((variant) => SIZES.map((size) => [variant, size] as const)))("%s/%s sets each property once", (variant, size) => {
    const classes = buttonVariants({ variant, size });
    expect(twMerge(classes).split(" ").sort()).toEqual(classes.split(" ").sort());
  });

  it("a large button's text is larger than a default one's", () => {
    expect(buttonVariants({ size: "lg" }).split(" ")).toContain("text-base");
    expect(buttonVariants({ size: "lg" }).split(" ")).not.toContain("text-sm");
    expect(buttonVariants().split(" ")).toContain("text-sm");
  });
});
