/**
 * Above a profile's form: the account's facts (role, disabled since, signed
 * up), what it holds (preferences, favorites, chats, inquiries, options lists,
 * with links to the sections that list them) and the administrator's actions,
 * each a one-button POST (the registry's recordActions). Removing one's own
 * administrator rights is refused until a second submit confirms it: the
 * refusal names SELF_CONFIRM_FIELD, and this panel then offers that submit.
 */
import { Ban, CheckCircle2, MailCheck, ShieldCheck, ShieldOff } from "lucide-react";
import { Form, Link, useActionData } from "react-router";
import { SELF_CONFIRM_FIELD } from "../../../core/admin/resources/user-profiles.ts";
import { formatLongDate } from "../../../core/format/dates.ts";
import type { UserProfileFacts } from "../../../db/queries/admin/resources/user-profiles.ts";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import { Button } from "../ui/button.tsx";
import { OpenOptionsList } from "./open-options-list.tsx";

const linkClass = "font-medium text-brand-700 hover:underline";

export function UserProfilePanel({ record }: { record: EditRecord }) {
  const facts = record.extra as unknown as UserProfileFacts;
  const email = String(record.values.email ?? "");
  const actionData = useActionData() as { errors?: Record<string, string> } | undefined;
  const confirmSelf = Boolean(actionData?.errors?.[SELF_CONFIRM_FIELD]);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

  return (
    <section aria-labelledby="account-heading" className="mt-4 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
      <h2 id="account-heading" className="sr-only">
        Account
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-600">Role</dt>
          <dd className="font-semibold">{facts.isAdmin ? "Administrator" : "Renter"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">State</dt>
          <dd className="font-semibold">
            {facts.disabledAt ? (
              <>
                Disabled since <time dateTime={facts.disabledAt}>{formatLongDate(facts.disabledAt)}</time>
              </>
            ) : (
              "Enabled"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">E-mail</dt>
          <dd className="font-semibold">
            {facts.emailVerifiedAt ? (
              <>
                Verified <time dateTime={facts.emailVerifiedAt}>{formatLongDate(facts.emailVerifiedAt)}</time>
              </>
            ) : (
              "Not verified"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Signed up</dt>
          <dd className="font-semibold">
            <time dateTime={facts.createdAt}>{formatLongDate(facts.createdAt)}</time>
          </dd>
        </div>
      </dl>

      <ul className="mt-3 space-y-1 text-slate-700">
        <li>
          Preferences: {facts.preferences.saved ? facts.preferences.lines.join(" · ") || "saved, none filled in" : "none saved"}
        </li>
        <li>
          Favorites:{" "}
          {facts.favorites.length === 0
            ? "none"
            : facts.favorites.map((favorite, index) => (
                <span key={favorite.slug}>
                  {index > 0 ? ", " : null}
                  <Link to={`/apartments/${favorite.slug}`} className={linkClass}>
                    {favorite.title}
                  </Link>
                </span>
              ))}
        </li>
        <li>
          <Link to={`/admin/chat-history?q=${encodeURIComponent(record.label)}`} className={linkClass}>
            {plural(facts.chatSessions, "chat session", "chat sessions")}
          </Link>
          {" · "}
          <Link to={`/admin/client-inquiries?q=${encodeURIComponent(email)}`} className={linkClass}>
            {plural(facts.inquiries, "inquiry", "inquiries")}
          </Link>
        </li>
      </ul>

      {facts.isAdmin ? null : (
        <div className="mt-3">
          <OpenOptionsList from="user" id={record.id} listId={facts.optionListId} />
        </div>
      )}

      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="version" value={record.version} />
        {facts.disabledAt ? (
          <Button type="submit" name="intent" value="enable" size="sm" variant="outline">
            <CheckCircle2 aria-hidden="true" />
            Enable
          </Button>
        ) : (
          <Button type="submit" name="intent" value="disable" size="sm" variant="outline">
            <Ban aria-hidden="true" />
            Disable (ends their sessions)
          </Button>
        )}
        {facts.emailVerifiedAt ? null : (
          <Button type="submit" name="intent" value="verify-email" size="sm" variant="outline">
            <MailCheck aria-hidden="true" />
            Mark e-mail verified
          </Button>
        )}
        {facts.isAdmin ? (
          <Button type="submit" name="intent" value="remove-admin" size="sm" variant="outline">
            <ShieldOff aria-hidden="true" />
            Remove admin
          </Button>
        ) : (
          <Button type="submit" name="intent" value="make-admin" size="sm" variant="outline">
            <ShieldCheck aria-hidden="true" />
            Make admin
          </Button>
        )}
      </Form>

      {facts.emailVerifiedAt ? null : (
        <p className="mt-2 text-slate-600">
          Until the address is verified, inquiries, tours and lists sent with it are not linked to this account. Mark it verified only when you know the
          address is theirs.
        </p>
      )}

      {confirmSelf ? (
        <Form method="post" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
          <input type="hidden" name="version" value={record.version} />
          <input type="hidden" name={SELF_CONFIRM_FIELD} value="yes" />
          <p>This is your own account: you will no longer reach the admin area.</p>
          <Button type="submit" name="intent" value="remove-admin" size="sm" variant="destructive" className="mt-2">
            Yes, remove my administrator rights
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
