import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Prose } from "~/components/prose";
import type { TexasBrokerConfig } from "~/request-context";

/** Where the Commission publishes its official forms; named when the operator's own copy or details are missing. */
export const TREC_SITE_URL = "https://www.trec.texas.gov";

export interface TexasNoticePageProps {
  /** The notice's full title, as the footer links it. */
  title: string;
  /** One or two sentences, in our words, on what the notice is for. */
  intro: ReactNode;
  /** The operator's published copy of the notice (TREC_IABS_URL or TREC_CONSUMER_PROTECTION_URL), null when unset. */
  documentUrl: string | null;
  documentLinkText: string;
  broker: TexasBrokerConfig;
}

/**
 * One of the two Texas notice pages: the broker's details as configured and a link
 * to the operator's copy of the notice. The notice's text is the Commission's and
 * the broker's to supply, so it is linked, never written here; an unset value is
 * said to be unset, never filled in.
 */
export function TexasNoticePage({ title, intro, documentUrl, documentLinkText, broker }: TexasNoticePageProps) {
  const contact = [broker.email, broker.phone, broker.address].some((value) => value !== null);
  const incomplete = documentUrl === null || broker.name === null || broker.licenseNumber === null || !contact;
  return (
    <div>
      <PageIntro eyebrow="Legal" title={title}>
        <p>{intro}</p>
      </PageIntro>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Prose>
          <h2>The notice</h2>
          {documentUrl ? (
            <p>
              <a href={documentUrl} rel="noopener">
                {documentLinkText}
              </a>
            </p>
          ) : (
            <p>Our copy of this notice has not been published yet.</p>
          )}

          <h2>The broker</h2>
        </Prose>
        <dl className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-base shadow-sm sm:grid-cols-[12rem_1fr]">
          <Field label="Broker" testId="broker-name">
            {broker.name ?? "The broker's name has not been set up yet."}
          </Field>
          <Field label="License number" testId="broker-license-number">
            {broker.licenseNumber ?? "The broker's license number has not been set up yet."}
          </Field>
          <Field label="Contact" testId="broker-contact">
            {contact ? (
              <ul className="grid gap-1">
                {broker.email ? (
                  <li>
                    <a
                      href={`mailto:${broker.email}`}
                      className="font-medium text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-800"
                    >
                      {broker.email}
                    </a>
                  </li>
                ) : null}
                {broker.phone ? <li>{broker.phone}</li> : null}
                {broker.address ? <li>{broker.address}</li> : null}
              </ul>
            ) : (
              "The broker's contact details have not been set up yet."
            )}
          </Field>
        </dl>

        <Prose className="mt-10">
          {incomplete ? (
            <p>
              Until everything above is in place, the Texas Real Estate Commission&rsquo;s official forms and its
              license search are on <a href={TREC_SITE_URL}>its website, www.trec.texas.gov</a>.
            </p>
          ) : (
            <p>
              The Texas Real Estate Commission licenses real estate brokers and sales agents in Texas; more about it is on{" "}
              <a href={TREC_SITE_URL}>www.trec.texas.gov</a>.
            </p>
          )}
          <p>
            Questions about our service? See <Link to="/about">how we work</Link> or{" "}
            <Link to="/contact">contact us</Link>.
          </p>
        </Prose>
      </div>
    </div>
  );
}

function Field({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-ink-900">{label}</dt>
      <dd className="-mt-3 text-slate-700 sm:mt-0" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
