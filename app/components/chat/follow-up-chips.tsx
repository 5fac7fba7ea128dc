/** Follow-up questions after a reply (spec section 4 'Suggestions'); picking one sends it. */
export function FollowUpChips({ suggestions, onPick, disabled = false }: { suggestions: readonly string[]; onPick: (text: string) => void; disabled?: boolean }) {
  if (suggestions.length === 0) return null;
  return (
    <div role="group" aria-label="Suggested follow-ups" className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      {suggestions.map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          disabled={disabled}
          onClick={() => onPick(suggestion)}
          className="min-h-9 shrink-0 rounded-full border border-brand-200 whitespace-nowrap sm:whitespace-normal bg-brand-50 px-3 py-1.5 text-left text-sm font-medium text-brand-800 transition-colors hover:border-brand-500 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {suggestion}
        </button>
      ))}
    </div>
  );
}
