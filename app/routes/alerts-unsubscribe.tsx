/**
 * The unsubscribe link of every alert e-mail (decision 027). It works signed out: the token names the saved search
 * and is signed with the server's secret (core/alerts/unsubscribe-token.ts). Opening the link shows one button
 * (a GET changes nothing, so mail scanners that follow links do not unsubscribe anyone); the button, or a mail
 * client's one-click POST (RFC 8058, List-Unsubscribe-Post), turns the search's e-mail off. The POST is accepted
 * from any origin (server/security/same-origin.ts): the token, not a cookie, is what authorizes it.
 */
import { BellOff, CircleCheck } from "lucide-react";
import { data, Form, Link } from "react-router";
import { verifyUnsubscribeToken } from "../../core/alerts/unsubscribe-token.ts";
import { savedSearchNameById, unsubscribeSavedSearch } from "../../db/queries/saved-searches.ts";
import { unsubscribeSecret } from "../../db/queries/server-secrets.ts";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { SAVED_SEARCHES_ANCHOR } from "../components/layout/saved-search-alerts-link.tsx";
import { Button } from "../components/ui/button.tsx";
import { dbContext } from "../context.ts";
import { readForm } from "../http/form.server.ts";
import { pageMeta } from "../lib/site.ts";
import { appConfigContext } from "../request-context.ts";
import type { Route } from "./+types/alerts-unsubscribe";

export const meta: Route.MetaFunction = () => [...pageMeta("Stop alert e-mails", "Stop the e-mails of a saved search."), { name: "robots", content: "noindex" }];

/** The page names the renter's search: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const INVALID = "This unsubscribe link is not valid. Copy the whole link from the e-mail, or turn alerts off in your account.";

async function searchIdOf(context: Route.LoaderArgs["context"], token: string | null): Promise<number> {
  const db = context.get(dbContext);
  const secret = await unsubscribeSecret(db, context.get(appConfigContext).alerts?.secret);
  const id = token ? verifyUnsubscribeToken(token, secret) : null;
  if (id === null) throw data(INVALID, { status: 400, headers: headers() });
  return id;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const search = await savedSearchNameById(context.get(dbContext), await searchIdOf(context, token));
  return { token: token!, search };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // A mail client's one-click POST carries the token in the link's query; the page's button in the form.
  const fromForm = form.get("token");
  const token = new URL(request.url).searchParams.get("token") ?? (typeof fromForm === "string" ? fromForm : null);
  const name = await unsubscribeSavedSearch(context.get(dbContext), await searchIdOf(context, token));
  return data({ unsubscribed: true as const, name }, { headers: headers() });
}

export default function AlertsUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, search } = loaderData;
  const done = actionData?.unsubscribed || (search !== null && !search.emailAlerts) || search === null;
  const name = actionData?.name ?? search?.name ?? null;
  return (
    <div>
      <PageHeader eyebrow="Saved search alerts" title={done ? "You will get no more alert e-mails" : "Stop alert e-mails?"}>
        <p>
          {done
            ? name
              ? `E-mail alerts for “${name}” are off. The search stays saved in your account, with its alerts shown there.`
              : "That saved search no longer exists, so no e-mail will be sent for it."
            : `You get an e-mail when something new or cheaper matches “${name}”. You do not need to sign in to stop it.`}
        </p>
      </PageHeader>
      <div className={`${pageContainerClass} py-10`}>
        {done ? (
          <p className="flex items-center gap-2 text-slate-700" role="status">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-bayou-700" />
            <span>
              {name ? "Changed your mind? Turn e-mail back on for any search in " : "Your other saved searches are in "}
              <Link className="font-medium text-brand-700 underline" to={SAVED_SEARCHES_ANCHOR}>
                your account
              </Link>
              .
            </span>
          </p>
        ) : (
          <Form method="post" replace>
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg">
              <BellOff aria-hidden="true" />
              Stop e-mails for this search
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
