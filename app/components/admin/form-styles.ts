/** The admin forms' text input, select and textarea look, shared by the edit page and its own screens. */
export const inputClass =
  "w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-ink-900 aria-[invalid=true]:border-red-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";
