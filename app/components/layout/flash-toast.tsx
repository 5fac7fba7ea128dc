import { useEffect, useRef } from "react";
import { toast } from "~/hooks/use-toast";
import type { Flash } from "~/lib/flash";

/** Shows the toast a redirect carried (see app/lib/flash.server.ts), once per flash. */
export function FlashToast({ flash }: { flash: Flash | null | undefined }) {
  const shown = useRef<string | null>(null);
  const id = flash?.id;
  useEffect(() => {
    if (!flash || shown.current === flash.id) return;
    shown.current = flash.id;
    toast({ title: flash.title, description: flash.description, variant: flash.variant });
    // Keyed on the id: a re-render with the same flash must not toast again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return null;
}
