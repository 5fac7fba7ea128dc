/**
 * An account's e-mail verification link (decision 028). It works signed out: the token names the account and is
 * signed for its address (core/auth/email-verification.ts). Opening the link shows the account and one button: a GET
 * changes nothing, so a mail scanner that follows links cannot verify an address for somebody who signed up with
 * another person's e-mail; the person who reads the mail confirms it.
 */
import { CircleCheck, MailCheck, TriangleAlert } from "lucide-react";
import { data, Form, Link } from "react-router";
import { readVerificationToken, tokenMatchesEmail } from "../../core/auth/email-verification.ts";
import { verificationSecret } from "../../db/queries/server-secrets.ts";
import { findUserById, markEmailVerified } from "../../db/queries/users.ts";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { Button } from "../components/ui/button.tsx";
import { dbContext } from "../context.ts";
import { readForm } from "../http/form.server.ts";
import { pageMeta } from "../lib/site.ts";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [...pageMeta("Confirm your e-mail address", "Confirm the e-mail address of your account."), { name: "robots", content: "noindex" }];

/** The page names an account: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const INVALID = "This confirmation link is not valid. Copy the whole link from the e-mail, or send a new one from your account.";
const EXPIRED = "This confirmation link has expired. Sign in and send a new one from your account.";

type LinkState = { state: "confirm"; token: string; username: string; email: string } | { state: "verified"; username: string };

/** The account a token names and whether it is verified; a 400 (or 410 when expired) for anything else. */
async function accountOf(context: Route.LoaderArgs["context"], token: string | null): Promise<LinkState> {
  const reading = token ? readVerificationToken(token) : "invalid";
  if (reading === "expired") throw data(EXPIRED, { status: 410, headers: headers() });
  if (reading === "invalid") throw data(INVALID, { status: 400, headers: headers() });
  const db = context.get(dbContext);
  const [account, secret] = await Promise.all([findUserById(db, reading.userId), verificationSecret(db)]);
  if (!account || !tokenMatchesEmail(reading, account.email, secret)) throw data(INVALID, { status: 400, headers: headers() });
  return account.emailVerifiedAt ? { state: "verified", username: account.username } : { state: "confirm", token: token!, username: account.username, email: account.email };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return accountOf(context, new URL(request.url).searchParams.get("token"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const given = form.get("token");
  const account = await accountOf(context, typeof given === "string" ? given : null);
  if (account.state === "confirm") {
    const db = context.get(dbContext);
    const reading = readVerificationToken(account.token);
    if (typeof reading !== "string") await markEmailVerified(db, reading.userId, account.email);
  }
  return data({ state: "verified" as const, username: account.username }, { headers: headers() });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const view: LinkState = actionData ?? loaderData;
  const done = view.state === "verified";
  return (
    <div>
      <PageHeader eyebrow="Your account" title={done ? "Your e-mail address is confirmed" : "Confirm your e-mail address"}>
        <p>
          {done
            ? `Thank you, ${view.username}. Inquiries, tour bookings and lists a locator makes for this address now come together in your account.`
            : `Confirm that ${view.email} belongs to the account ${view.username}.`}
        </p>
      </PageHeader>
      <div className={`${pageContainerClass} py-10`}>
        {done ? (
          <p className="flex items-center gap-2 text-slate-700" role="status">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-bayou-700" />
            <span>
              Go to{" "}
              <Link className="font-medium text-brand-700 underline" to="/account">
                your account
              </Link>
              .
            </span>
          </p>
        ) : (
          <div className="max-w-2xl space-y-4">
            <p className="flex items-start gap-2 text-slate-700">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <span>Did you not sign up as {view.username}? Then do not confirm: close this page, and nothing is linked to that account.</span>
            </p>
            <Form method="post" replace>
              <input type="hidden" name="token" value={view.token} />
              <Button type="submit" size="lg">
                <MailCheck aria-hidden="true" />
                Yes, this is my e-mail address
              </Button>
            </Form>
          </div>
        )}
      </div>
    </div>
  );
}
