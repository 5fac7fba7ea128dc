import { useEffect, useState } from "react";
import type { Toaster as ToasterType } from "~/components/ui/toaster";
import { useToast } from "~/hooks/use-toast";

type ToasterComponent = typeof ToasterType;

/**
 * Mounts the Radix toaster (a chunk of its own) with the first toast() and
 * keeps it from then on: pages that never toast never download it. A toast
 * raised while the chunk loads waits in the store and shows once it is there.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  const needed = toasts.length > 0;

  useEffect(() => {
    if (!needed || Toaster) return;
    let active = true;
    void import("~/components/ui/toaster").then((module) => {
      if (active) setToaster(() => module.Toaster);
    });
    return () => {
      active = false;
    };
  }, [needed, Toaster]);

  return Toaster ? <Toaster /> : null;
}
