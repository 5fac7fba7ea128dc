import { Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Prose } from "~/components/prose";
import { CONTACT_EMAIL } from "~/lib/site";
import type { Route } from "./+types/privacy";
import { seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Privacy Policy",
    description:
      "What Houston Apartment Specialist collects, why, who sees it, and how to delete it, in plain language.",
  });

export default function Privacy() {
  return (
    <div>
      <PageIntro eyebrow="Legal" title="Privacy policy">
        <p>The short version: we collect only what helps your apartment search, we never sell it, and you can delete it.</p>
      </PageIntro>

      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Prose>
          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Your account</strong>, if you make one: a username, an e-mail address, an optional display name
              and photo, and your password in a scrambled form we cannot read back.
            </li>
            <li>
              <strong>Your search</strong>: the preferences you save (budget, neighborhoods, amenities, move-in date and
              the like), your favorite apartments, your conversations with A.L.I. and any feedback you send.
            </li>
            <li>
              <strong>Technical records</strong>: our servers log each request (time, page and a reference number) so
              we can keep the site running and investigate problems.
            </li>
          </ul>
          <p>
            A phone number is never required. If you choose to give us one, we use it only to reach you about your
            search.
          </p>

          <h2>How we use it</h2>
          <p>
            To find apartments that fit you, to remember your search between visits, to answer your questions and to
            keep the service secure. We do not use advertising trackers and we do not sell, rent or trade your
            information.
          </p>

          <h2>Who else sees it</h2>
          <p>
            When you ask us to, we share the details a community needs to arrange a tour or process your referral, and
            only with that community. Otherwise your information stays with us, unless the law requires us to disclose
            it.
          </p>

          <h2>Cookies</h2>
          <p>We use a cookie to keep you signed in. We do not use cookies for advertising or cross-site tracking.</p>

          <h2>Keeping and deleting your data</h2>
          <p>
            We keep your account and search until you delete them. You can delete your account and everything attached
            to it, including chats, preferences and favorites, at any time; you can also write to us and we will do it
            for you.
          </p>

          <h2>Questions</h2>
          <p>
            E-mail <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use our{" "}
            <Link to="/contact">contact page</Link>. If this policy changes in a way that matters, we will say so on
            this page before the change takes effect.
          </p>
        </Prose>
      </div>
    </div>
  );
}
