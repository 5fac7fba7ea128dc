import { ArrowRight, Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import type { Route } from "./+types/contact";

const EMAIL = "hello@houstonapartmentspecialist.example";
const PHONE_DISPLAY = "(713) 555-0142";
const PHONE_HREF = "tel:+17135550142";

const OFFICE_HOURS = [
  { days: "Monday – Friday", hours: "9:00 am – 6:00 pm" },
  { days: "Saturday", hours: "10:00 am – 4:00 pm" },
  { days: "Sunday", hours: "Closed (A.L.I. is always on)" },
] as const;

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Contact Us | Houston Apartment Specialist" },
    {
      name: "description",
      content: `Talk to a Houston apartment locator: e-mail ${EMAIL} or call ${PHONE_DISPLAY}. Free help finding an apartment in Houston, TX.`,
    },
  ];
}

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
const iconClass = "flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700";

export default function Contact() {
  return (
    <div>
      <PageHeader eyebrow="Contact" title="Talk to a Houston apartment locator">
        <p>
          Questions about a neighborhood, a lease, or whether a community takes large dogs? Reach a real person on our team. We
          usually reply the same business day, and our help is always free.
        </p>
      </PageHeader>

      <div className={`${pageContainerClass} grid gap-10 py-12 sm:py-16 lg:grid-cols-3`}>
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

        <section aria-labelledby="hours-heading" className="lg:col-span-1">
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
