import { ChevronDown, Mail, MapPin, Phone } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  CONTACT_PHONE_HREF,
  DEMO_DATA_NOTICE,
  SITE_CITY,
  SITE_NAME,
} from "~/lib/site";
import { StaticIsland } from "../static-island.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "./social-icons.tsx";
import { FOOTER_POPULAR_AREAS, FOOTER_QUICK_LINKS, LEGAL_LINKS, TEXAS_NOTICE_LINKS, type NavItem } from "./site-navigation.ts";

const SOCIAL_LINKS = [
  { name: "Facebook", href: "#social-facebook", Icon: FacebookIcon },
  { name: "Instagram", href: "#social-instagram", Icon: InstagramIcon },
  { name: "Twitter", href: "#social-twitter", Icon: TwitterIcon },
] as const;

const [emailUser, emailDomain] = CONTACT_EMAIL.split("@");

const linkClass =
  "rounded-sm text-slate-300 transition-colors hover:text-white hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/**
 * A footer column. Below md it is a disclosure the visitor can open; from md
 * up it is always open. The content is always rendered, so its links are in
 * the server-rendered page whatever the screen size. (A plain button and state
 * rather than Radix Collapsible: the footer is on every page, and this keeps
 * about 3 KB of gzipped JavaScript out of every page.)
 */
function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const contentId = useId();
  const [open, setOpen] = useState(false);
  const state = open ? "open" : "closed";
  return (
    <section aria-labelledby={headingId} className="border-b border-white/10 md:border-0">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-white">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          data-state={state}
          onClick={() => setOpen((value) => !value)}
          className="group flex w-full items-center justify-between py-4 text-left focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className="size-5 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
          />
        </button>
        <span className="hidden md:block">{title}</span>
      </h2>
      <div id={contentId} data-state={state} className="pb-5 max-md:data-[state=closed]:hidden md:pt-4 md:pb-0">
        {children}
      </div>
    </section>
  );
}

/** The legal pages that are not the Texas notices; those get a row of their own, their titles being long. */
const SITE_LEGAL_LINKS = LEGAL_LINKS.filter((item) => !TEXAS_NOTICE_LINKS.includes(item));

function LinkItems({ items }: { items: readonly NavItem[] }) {
  return items.map((item) => (
    <li key={item.to}>
      <Link to={item.to} className={linkClass}>
        {item.label}
      </Link>
    </li>
  ));
}

function FooterLinkRow({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      <LinkItems items={items} />
    </ul>
  );
}

function LinkList({ items }: { items: readonly NavItem[] }) {
  return (
    <StaticIsland as="ul" className="grid gap-3 text-sm">
      <LinkItems items={items} />
    </StaticIsland>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink-900 text-slate-300 print:hidden">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-8 md:grid-cols-2 md:gap-10 lg:grid-cols-[1.3fr_0.8fr_0.8fr_1.4fr]">
          <StaticIsland className="pb-4 md:pb-0">
            <Link
              to="/"
              className="inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <BrandMark />
              <span className="text-base font-bold text-white">{SITE_NAME}</span>
            </Link>
            <p className="mt-4 max-w-xs text-sm leading-6 text-slate-300">
              Free apartment locating for Houston renters. Communities pay us when you sign, so our help costs you
              nothing.
            </p>
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {SOCIAL_LINKS.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    rel="noopener"
                    aria-label={`${SITE_NAME} on ${name}`}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-slate-200 transition-colors hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </StaticIsland>

          <div className="border-t border-white/10 md:contents">
            <FooterSection title="Quick Links">
              <LinkList items={FOOTER_QUICK_LINKS} />
            </FooterSection>
            <FooterSection title="Popular Areas">
              <LinkList items={FOOTER_POPULAR_AREAS} />
            </FooterSection>
            <FooterSection title="Contact">
              <StaticIsland>
                <ul className="grid gap-3 text-sm">
                  <li className="flex items-center gap-2.5">
                    <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
                    {SITE_CITY}
                  </li>
                  <li className="flex items-center gap-2.5">
                    <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
                    <a href={`mailto:${CONTACT_EMAIL}`} className={`${linkClass} min-w-0 [overflow-wrap:anywhere]`}>
                      {/* Let a narrow column break the long address after the "@". */}
                      {emailUser}@<wbr />
                      {emailDomain}
                    </a>
                  </li>
                  <li className="flex items-center gap-2.5">
                    <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-500" />
                    <a href={CONTACT_PHONE_HREF} className={linkClass}>
                      {CONTACT_PHONE}
                    </a>
                  </li>
                </ul>
                <Link
                  to="/contact"
                  className="mt-5 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  Contact Us
                </Link>
              </StaticIsland>
            </FooterSection>
          </div>
        </div>

        {/* The year is the server's: the markup is kept as sent (decision 022). The bottom padding keeps the last
            line, and the right padding the right-hand links, clear of the floating chat button (56 px, 16-24 px from the corner)
            once the page is scrolled to the end. */}
        <StaticIsland className="mt-2 grid gap-4 border-white/10 pt-6 pb-16 text-sm sm:pb-10 md:mt-10 md:border-t md:pr-16 lg:pb-0">
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
            <p className="text-slate-400">
              © {year} {SITE_NAME}. {DEMO_DATA_NOTICE}
            </p>
            <nav aria-label="Legal">
              <FooterLinkRow items={SITE_LEGAL_LINKS} />
            </nav>
          </div>
          <nav aria-label="Texas real estate notices">
            <FooterLinkRow items={TEXAS_NOTICE_LINKS} />
          </nav>
        </StaticIsland>
      </div>
    </footer>
  );
}
