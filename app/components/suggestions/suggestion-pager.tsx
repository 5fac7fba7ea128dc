import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form } from "react-router";
import { Button } from "../ui/button.tsx";
import { SUGGESTION_INDEX_PARAM } from "./paths.ts";
import { ProgressBar } from "./progress-bar.tsx";

interface PagerProps {
  /** 0-based. */
  index: number;
  count: number;
}

/**
 * Previous/Next (disabled at the ends) as a GET form (?n=), so they work
 * without JavaScript; with it, the page's shouldRevalidate keeps the ranking
 * from being computed again. `below`: the pair under the card, whose names
 * say "apartment" (visibly from small screens up).
 */
function PagerButtons({ index, count, below = false }: PagerProps & { below?: boolean }) {
  const position = index + 1;
  const noun = below ? <span className="sr-only sm:not-sr-only"> apartment</span> : null;
  return (
    <>
      <Button type="submit" name={SUGGESTION_INDEX_PARAM} value={position - 1} variant="outline" disabled={position <= 1}>
        <ChevronLeft aria-hidden="true" />
        <span>Previous{noun}</span>
      </Button>
      <Button type="submit" name={SUGGESTION_INDEX_PARAM} value={position + 1} variant={below ? "outline" : "default"} disabled={position >= count}>
        <span>Next{noun}</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </>
  );
}

/** 'Showing apartment N of M', Previous/Next and a progress bar (spec section 2). */
export function SuggestionPager({ index, count }: PagerProps) {
  const position = index + 1;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm font-semibold text-ink-900 sm:text-base">
          Showing apartment {position} of {count}
        </p>
        <Form method="get" preventScrollReset className="flex gap-2">
          <PagerButtons index={index} count={count} />
        </Form>
      </div>
      <ProgressBar label="Suggestions viewed" value={position} max={count} valueText={`Apartment ${position} of ${count}`} />
    </div>
  );
}

/** Previous/Next again under a long card, so a phone user need not scroll back up. */
export function SuggestionPagerFooter({ index, count }: PagerProps) {
  if (count < 2) return null;
  return (
    // data-focus-card: after paging from here the page moves focus to the new card's name (the view scrolls to the top).
    <Form method="get" aria-label="More suggestions" data-focus-card="" className="flex items-center justify-between gap-3">
      <PagerButtons index={index} count={count} below />
    </Form>
  );
}
