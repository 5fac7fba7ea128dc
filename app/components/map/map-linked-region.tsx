import { useEffect, useRef, type ReactNode } from "react";

const LINKED = "[data-map-key],[data-map-keys]";

function keysOf(element: Element): string[] {
  return (element.getAttribute("data-map-keys") ?? element.getAttribute("data-map-key") ?? "").split(" ").filter(Boolean);
}

/**
 * Links a map's pins with the cards beside it: pointing at or focusing a pin marks its cards, and a card its pin
 * (`data-map-active`, styled in app.css). One delegated listener on this element, reading data attributes, so
 * cards can stay static markup (decision 022). Without JavaScript nothing is marked; the links work the same.
 */
export function MapLinkedRegion({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let marked: Element[] = [];
    const clear = () => {
      for (const element of marked) element.removeAttribute("data-map-active");
      marked = [];
    };
    const mark = (event: Event) => {
      const source = event.target instanceof Element ? event.target.closest(LINKED) : null;
      const keys = source ? keysOf(source) : [];
      if (source && marked.includes(source)) return;
      clear();
      if (keys.length === 0) return;
      marked = [...root.querySelectorAll(LINKED)].filter((element) => keysOf(element).some((key) => keys.includes(key)));
      for (const element of marked) element.setAttribute("data-map-active", "");
    };
    root.addEventListener("pointerover", mark);
    root.addEventListener("focusin", mark);
    root.addEventListener("pointerleave", clear);
    root.addEventListener("focusout", clear);
    return () => {
      root.removeEventListener("pointerover", mark);
      root.removeEventListener("focusin", mark);
      root.removeEventListener("pointerleave", clear);
      root.removeEventListener("focusout", clear);
    };
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
