import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Prose } from "~/components/prose";
import type { Route } from "./+types/terms";
import { seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Terms of Use",
    description:
      "The plain-language terms for using Houston Apartment Specialist and its assistant, A.L.I.",
  });

export default function Terms() {
  return (
    <div>
      <PageIntro eyebrow="Legal" title="Terms of use">
        <p>By using this site you agree to these terms. We have kept them short and readable.</p>
      </PageIntro>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Prose>
          <h2>The service</h2>
          <p>
            Houston Apartment Specialist helps renters find apartments in Houston, Texas. Using it is free for renters;
            apartment communities pay us a referral fee when someone we referred signs a lease (see{" "}
            <Link to="/process">How It Works</Link>).
          </p>

          <h2>Listings are demo data</h2>
          <p>
            The apartments, prices, availability and specials shown on this site are demo data generated for
            demonstration. They are not offers to rent. Always confirm the details with a community before you make
            decisions.
          </p>

          <h2>The assistant can be wrong</h2>
          <p>
            A.L.I. is an automated assistant. Its answers are suggestions to help you search, not professional, legal or
            financial advice. Check anything important before you rely on it.
          </p>

          <h2>Your account</h2>
          <ul>
            <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
            <li>Give us accurate information, and do not pretend to be someone else.</li>
            <li>You can stop using the service and delete your account at any time.</li>
          </ul>

          <h2>Fair use</h2>
          <p>
            Please do not misuse the site: no attempts to break in, overload it, collect its content in bulk, or use the
            chat to harass anyone or post unlawful material. We may limit or close accounts that do.
          </p>

          <h2>No guarantees</h2>
          <p>
            We work hard to be helpful, but the site is provided as it is, and we cannot promise that it will always be
            available, error-free, or that you will find an apartment through it. To the extent the law allows, we are
            not liable for losses arising from your use of the site.
          </p>

          <h2>Changes</h2>
          <p>
            We may update these terms. When we do, we will change them on this page; using the site after that means
            you accept the new version. These terms are governed by the laws of the State of Texas.
          </p>

          <p>
            Questions? <Link to="/contact">Contact us</Link>. How we handle personal information is described in our{" "}
            <Link to="/privacy">privacy policy</Link>.
          </p>
        </Prose>
      </div>
    </div>
  );
}
