/**
 * The thank-you an inquiry form shows in place once it is stored (the contact page, /get-matched's
 * "Have a locator work on it"): focusable, so the form can move focus to it after sending.
 */
import { CircleCheck } from "lucide-react";
import type { Ref } from "react";

export function InquirySentNotice({ title, detail, ref }: { title: string; detail: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} className="flex items-start gap-3 rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-teal-900 focus:outline-none">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-bayou-700" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm">{detail}</p>
      </div>
    </div>
  );
}
