import { Database, HeartHandshake, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { CONSUMER_PROTECTION_PATH, IABS_PATH } from "~/components/layout/site-navigation";
import { PageIntro } from "~/components/page-intro";
import { Prose } from "~/components/prose";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/about";
import { seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "About",
    description:
      "Who we are: a free apartment-locating service for Houston renters. An honest note about the demo listings on this site, and how we treat your data.",
  });

export default function About() {
  return (
    <div>
      <PageIntro eyebrow="About us" title="Local help for finding a Houston apartment">
        <p>
          We help renters find a home in Houston without paying a cent for the help. Think of us as a friend who knows
          the neighborhoods, keeps up with the specials and does not mind answering the same question twice.
        </p>
      </PageIntro>

      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Prose>
          <h2>Who we are</h2>
          <p>
            Houston Apartment Specialist pairs a search assistant with people who know the city. A.L.I., the assistant,
            is available any time: it can tell you how Midtown differs from the Heights, what a realistic budget for a
            two-bedroom near the Medical Center looks like, or which communities allow large dogs. When you are ready to
            look at real places, a locator takes over, checks availability and helps you plan tours.
          </p>
          <p>
            Our service is free for renters because apartment communities pay the referral fee when you sign a lease.
            You can read the details on <Link to="/process">How It Works</Link>.
          </p>
        </Prose>

        <div className="mt-12 grid gap-5 md:grid-cols-3">
          <Card icon={Database} title="About the listings">
            The apartments, prices, floor plans and specials on this site are demo data generated for demonstration.
            They are not real vacancies or offers, so please do not rely on them when making plans.
          </Card>
          <Card icon={ShieldCheck} title="Your privacy">
            You do not need to give us a phone number to browse, chat or get matched. If you create an account, you can
            delete it, along with everything attached to it, whenever you like.
          </Card>
          <Card icon={HeartHandshake} title="No pressure">
            We do not sell your details, send you chasing calls, or steer you toward a community because it pays more.
            Use as much or as little of our help as you want.
          </Card>
        </div>

        <Prose className="mt-12">
          <h2>Who pays for our help</h2>
          <p>
            Not you. Our service is free to renters, whether you send us one question or tour a dozen places with us.
            Locators are paid by the apartment communities: when a renter we sent signs a lease, the community pays us a
            referral fee.
          </p>
          <p>
            Some communities let us pass part of that fee back to you as a rebate. Whether a rebate is possible, and how
            much, is always subject to the community&rsquo;s consent and its rules, so we will tell you before you
            apply, never promise one a community has not agreed to.
          </p>
          <p>
            Texas licenses the brokers behind services like ours. Our broker&rsquo;s details and notices are on{" "}
            <Link to={IABS_PATH}>Information About Brokerage Services</Link> and the{" "}
            <Link to={CONSUMER_PROTECTION_PATH}>Consumer Protection Notice</Link>.
          </p>

          <h2>What we will and will not do with your information</h2>
          <p>
            What you tell us about your search, such as budget, neighborhoods and must-have amenities, is used to find
            apartments for you and for nothing else. The full story, in plain language, is in our{" "}
            <Link to="/privacy">privacy policy</Link>.
          </p>
        </Prose>

        <div className="mt-10 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to="/get-matched">Get Matched</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact us</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

function Card({ icon: Icon, title, children }: { icon: typeof Database; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-10 items-center justify-center rounded-xl bg-teal-50 text-bayou-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{children}</p>
    </section>
  );
}
