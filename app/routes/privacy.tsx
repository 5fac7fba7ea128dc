import { Link } from "react-router";
import { GUEST_IDENTITY_MS, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from "../../core/auth/policies.ts";
import { RATE_LIMITS, type RateLimitRule } from "../../core/limits/rate-limits.ts";
import { CHAT_LIMITS } from "../../core/chat/chat-limits.ts";
import { MAX_UPCOMING_TOURS_PER_COMMUNITY } from "../../core/tours/booking-limits.ts";
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

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** "15 minutes", "an hour": the windows of the limits below, read from the rules themselves. */
function duration(ms: number): string {
  if (ms === 60 * MINUTE) return "an hour";
  if (ms === MINUTE) return "a minute";
  return ms % DAY === 0 ? `${ms / DAY} days` : `${ms / MINUTE} minutes`;
}

/** "5 an hour". */
const per = (rule: RateLimitRule) => `${rule.limit} ${duration(rule.windowMs)}`;

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
              the like), your favorite apartments, your conversations with A.L.I. and any feedback you send. So that
              A.L.I. can answer a follow-up such as &ldquo;cheapest of those?&rdquo;, it also remembers the last
              question of each chat, the apartments it showed in reply and the chat&rsquo;s last few messages, with or
              without an account; each new message replaces what was kept before. When A.L.I. saves a preference from something you said, it keeps what that
              preference was before (for your latest 50 such saves), so that the reply&rsquo;s Undo can put it back.
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
          <p>
            We use a cookie to keep you signed in. If you save preferences or chat with A.L.I. without an account, a
            second cookie lets us recognise your browser for {duration(GUEST_IDENTITY_MS)}; after that we delete what
            it kept, the last messages A.L.I. remembers included. If you sign in, they move to your account. A short-lived cookie carries one-time messages such as &ldquo;Saved&rdquo; to the next page. We do
            not use cookies for advertising or cross-site tracking.
          </p>

          <h2>Keeping and deleting your data</h2>
          <p>
            We keep your account and search until you delete them. You can delete your account at any time from your
            account page, or write to us and we will do it for you. Deleting it removes, at once and for good:
          </p>
          <ul>
            <li>your account: username, e-mail address, display name, photo and password;</li>
            <li>every place you are signed in, on every device;</li>
            <li>your saved preferences (with what A.L.I.&rsquo;s saves changed in them, kept for their Undo), your favorites and your feedback on apartments;</li>
            <li>your saved searches, their alerts and any alert e-mail not yet sent (alert e-mails go out only if you turn them on);</li>
            <li>your conversations with A.L.I., and the last question and messages of each chat it remembers to answer follow-ups;</li>
            <li>
              the inquiries and tour requests you sent while signed in, and, once you have confirmed your e-mail address,
              those sent while signed out with that address;
            </li>
            <li>the apartment option lists your locator prepared for you.</li>
          </ul>

          <h2>Why we ask you to confirm your e-mail address</h2>
          <p>
            Anyone can type any e-mail address when signing up. So until you open the confirmation link we send to your
            address (or a locator confirms it with you), the address proves nothing: inquiries and tour requests sent
            with it, and apartment lists a locator makes for it, are not connected to your account, and deleting the
            account does not delete them. This keeps what you send us, your phone number included, away from anyone who
            signs up with your address. Once confirmed, everything sent with your address comes together in your
            account. The link works for seven days; you can ask for a new one on your account page.
          </p>
          <p>
            Preferences saved in a browser where you were never signed in stay with that browser until its cookie runs
            out. Our request logs keep no account details.
          </p>

          <h2>Limits that keep the service fair</h2>
          <p>
            To stop automated abuse, we count some actions for a short while and pause them when there are too many. We
            count by network address:
          </p>
          <ul>
            <li>new accounts: {per(RATE_LIMITS.registration)};</li>
            <li>visitors without an account saving something for the first time: {per(RATE_LIMITS["guest-identity"])};</li>
            <li>inquiries and tour requests: {per(RATE_LIMITS.inquiry)};</li>
            <li>feedback on apartments: {per(RATE_LIMITS.feedback)};</li>
            <li>chat messages from visitors without an account, alongside the few free messages each visitor gets.</li>
          </ul>
          <p>
            Sign-in attempts (and the password you type to change your password or delete your account) are counted per account and network address: after {LOGIN_FAILURE_LIMIT} failed attempts,
            that account waits {duration(LOGIN_FAILURE_WINDOW_MS)} before it can be tried again from there. Signed-in
            chat is limited per person, to {RATE_LIMITS["chat-turn"].limit} messages {duration(RATE_LIMITS["chat-turn"].windowMs)}. These counts hold only a network
            address and an account number (or the name typed at sign-in), and each is deleted once its time is up.
          </p>
          <p>
            Some things have a size: a saved conversation holds up to {CHAT_LIMITS.sessionMessagesMax} messages (the chat
            then carries on in a new one), an account keeps up to {CHAT_LIMITS.sessionsPerAccount} saved conversations, and
            one person can have up to {MAX_UPCOMING_TOURS_PER_COMMUNITY} upcoming tours of the same community.
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
