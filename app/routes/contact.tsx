import { ArrowRight, Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { ContactForm } from "../components/contact/contact-form.tsx";
import { submitInquiryForm } from "../components/inquiry/submit-inquiry.server.ts";
import type { Route } from "./+types/contact";
import { seoMeta } from "../lib/seo.ts";
import { readForm } from "../http/form.server.ts";

const EMAIL = "hello@houstonapartmentspecialist.example";
const PHONE_DISPLAY = "(713) 555-0142";
const PHONE_HREF = "tel:+17135550142";

const OFFICE_HOURS = [
  { days: "Monday – Friday", hours: "9:00 am – 6:00 pm" },
  { days: "Saturday", hours: "10:00 am – 4:00 pm" },
  { days: "Sunday", hours: "Closed (A.L.I. is always on)" },
] as const;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Contact Us",
    description: `Talk to a Houston apartment locator: e-mail ${EMAIL} or call ${PHONE_DISPLAY}. Free help finding an apartment in Houston, TX.`,
  });

export function loader() {
  // Decided on the server so the date picker's minimum matches the server's rule.
  return { today: houstonCalendarDate(new Date()) };
}

// A rate-limited form answers 429 with Retry-After.
export { headersWithRetryAfter as headers } from "../limits/retry-after-headers.ts";

export async function action({ request, context }: Route.ActionArgs) {
  return submitInquiryForm(context, await readForm(request), { source: "contact" });
}

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const iconClass = "flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700";

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <PageHeader eyebrow="Contact" title="Talk to a Houston apartment locator">
        <p>
          Questions about a neighborhood, a lease, or whether a community takes large dogs? Reach a real person on our team. We
          usually reply the same business day, and our help is always free.
        </p>
      </PageHeader>

      <div className={`${pageContainerClass} grid gap-10 py-12 sm:py-16 lg:grid-cols-3`}>
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink-900">
            Send us a message
          </h2>
          <p className="mt-2 text-slate-600">Tell us what you are looking for. Only your name, e-mail and message are required.</p>
          <div className={`${cardClass} mt-6`}>
            <ContactForm result={actionData} today={loaderData.today} />
          </div>
        </section>

        <section aria-labelledby="reach-heading" className="lg:col-span-2">
          <h2 id="reach-heading" className="text-2xl font-bold tracking-tight text-ink-900">
            How to reach us
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <div className={cardClass}>
              <span className={iconClass}>
                <Mail aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-ink-900">E-mail</h3>
              <p className="mt-1 text-sm text-slate-600">Send your budget, move-in date and must-haves.</p>
              <a href={`mailto:${EMAIL}`} className="mt-3 inline-block break-all font-semibold text-brand-700 hover:text-brand-800 hover:underline">
                {EMAIL}
              </a>
            </div>
            <div className={cardClass}>
              <span className={iconClass}>
                <Phone aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-ink-900">Phone</h3>
              <p className="mt-1 text-sm text-slate-600">Call us during office hours.</p>
              <a href={PHONE_HREF} className="mt-3 inline-block font-semibold text-brand-700 hover:text-brand-800 hover:underline">
                {PHONE_DISPLAY}
              </a>
            </div>
            <div className={cardClass}>
              <span className={iconClass}>
                <MessageCircle aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-ink-900">Get matched online</h3>
              <p className="mt-1 text-sm text-slate-600">Answer a few questions and get a shortlist of apartments that fit.</p>
              <Link to="/get-matched" className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline">
                Get Matched
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            <div className={cardClass}>
              <span className={iconClass}>
                <MapPin aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-ink-900">Where we work</h3>
              <p className="mt-1 text-sm text-slate-600">
                We help renters across Houston, TX, from Downtown and the Heights to the Energy Corridor.
              </p>
            </div>
          </div>
        </section>

        <section aria-labelledby="hours-heading" className="lg:col-span-1 lg:col-start-3 lg:row-start-1">
          <h2 id="hours-heading" className="text-2xl font-bold tracking-tight text-ink-900">
            Office hours
          </h2>
          <div className={`${cardClass} mt-6`}>
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Clock aria-hidden="true" className="size-4" />
              Central Time (Houston)
            </p>
            <dl className="mt-4 divide-y divide-slate-200">
              {OFFICE_HOURS.map((row) => (
                <div key={row.days} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                  <dt className="font-medium text-ink-900">{row.days}</dt>
                  <dd className="text-slate-700">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      </div>
    </div>
  );
}
