import { CalendarCheck, ClipboardList, FileSignature, KeyRound, MessageSquareText, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/process";
import { seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "How It Works",
    description:
      "How our free Houston apartment locating works: tell us what you need, get a shortlist from A.L.I. and a local locator, tour, apply and move in. Communities pay the fee, not you.",
  });

interface Step {
  icon: LucideIcon;
  title: string;
  body: string;
}

const STEPS: readonly Step[] = [
  {
    icon: ClipboardList,
    title: "Tell us what you need",
    body: "Share your budget, move-in date, the part of town you want to be near and the things you cannot live without, from a washer-dryer to a dog park. Fill in the short Get Matched form or simply describe it in your own words.",
  },
  {
    icon: MessageSquareText,
    title: "A.L.I. and a locator match you",
    body: "A.L.I., our search assistant, narrows hundreds of communities down to the few that fit. A Houston locator then checks the shortlist against current availability, move-in specials and the details a listing leaves out.",
  },
  {
    icon: CalendarCheck,
    title: "Tour your favorites",
    body: "Visit in person or take a video tour. We help you line up several visits on the same day and suggest what to look at and ask about, so you can compare places side by side.",
  },
  {
    icon: FileSignature,
    title: "Apply with confidence",
    body: "Before you apply we go over the fees, deposits, lease terms and specials with you, so there are no surprises. Put us down as your locator on the guest card or application; that is how the community knows we referred you.",
  },
  {
    icon: KeyRound,
    title: "Move in",
    body: "Pick up your keys and settle in. If something about the move does not go as promised, tell us: we keep in touch with the communities we recommend.",
  },
];

export default function Process() {
  return (
    <div>
      <PageIntro eyebrow="How It Works" title="From first question to new keys, for free">
        <p>
          Apartment hunting in a city as spread out as Houston takes time. Here is how we do the legwork with you, step
          by step, and why it costs you nothing.
        </p>
      </PageIntro>

      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ol className="relative grid gap-8">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative flex gap-4 sm:gap-6">
              <div className="flex flex-col items-center">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm">
                  <step.icon aria-hidden="true" className="size-6" />
                </span>
                {index < STEPS.length - 1 ? (
                  <span aria-hidden="true" className="mt-2 w-px flex-1 bg-slate-200" />
                ) : null}
              </div>
              <div className="pb-2">
                <p className="text-sm font-semibold text-bayou-700">Step {index + 1}</p>
                <h2 className="mt-1 text-xl font-semibold tracking-tight text-ink-900">{step.title}</h2>
                <p className="mt-2 max-w-2xl leading-7 text-slate-600">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>

        <section
          aria-labelledby="why-free"
          className="mt-14 rounded-2xl border border-bayou-600/20 bg-teal-50/60 p-6 sm:p-8"
        >
          <h2 id="why-free" className="text-2xl font-bold tracking-tight text-ink-900">
            Why is it free?
          </h2>
          <div className="mt-3 grid gap-3 leading-7 text-slate-700">
            <p>
              Apartment communities pay locators a referral fee when someone they sent signs a lease. That fee comes out
              of the community&apos;s marketing budget, not your rent: you pay the same as if you had walked in on your
              own, and there is nothing to pay us, before or after you move.
            </p>
            <p>
              Because we are paid by whichever community you choose, we have no reason to push one over another. Our
              job is to find the place you will be happy to renew at.
            </p>
          </div>
        </section>

        <div className="mt-12 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to="/get-matched">Get Matched</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/chat">Ask A.L.I. a question</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
