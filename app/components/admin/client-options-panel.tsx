/**
 * An options list's own screen above its form: where it stands (draft,
 * shared, viewed, the client responded), the client's account (or linking
 * one), the private link a share e-mailed and its revocation (decision 038),
 * the apartments on it with the client's reactions, and the list's history
 * with a staff-note form. The communities are chosen in the apartment
 * manager. Plain forms: it all works without JavaScript.
 */
import { ExternalLink, Link2, Link2Off, Wrench } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { isItemShared, OPTION_LIMITS, OPTION_LIST_STATE_LABELS, OPTION_REACTION_LABELS, optionListState } from "../../../core/admin/client-options.ts";
import { formatDollars } from "../../../core/format/ranges.ts";
import { formatHoustonDateTime, formatLongDate } from "../../../core/format/dates.ts";
import type { ManagerItem } from "../../../db/queries/admin/client-option-items.ts";
import type { ListEvent } from "../../../db/queries/admin/resources/client-options.ts";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import type { ListLinkSummary } from "../../../db/queries/list-links.ts";
import { FieldError } from "../auth/form-field.tsx";
import { Button } from "../ui/button.tsx";
import { inputClass } from "./form-styles.ts";
import { NoteForm } from "./note-form.tsx";

interface ListFacts {
  clientId: number | null;
  locator: string | null;
  sharedAt: string | null;
  viewedAt: string | null;
  respondedAt: string | null;
  createdAt: string;
  /** Where a share e-mails the list, or null. */
  shareEmail: string | null;
}

const EVENT_LABELS: Record<string, string> = {
  created: "made",
  shared: "shared",
  viewed: "viewed",
  reaction: "reaction",
  note: "staff note",
  linked: "account",
  message: "message to the locator",
  revoked: "private link",
};

export function ClientOptionsPanel({ record, errors }: { record: EditRecord; errors: Record<string, string> }) {
  const extra = record.extra ?? {};
  const list = extra.list as ListFacts;
  const account = extra.account as { id: number; username: string } | null;
  const suggested = extra.suggestedAccount as { id: number; username: string; verified: boolean } | null;
  const items = (extra.items ?? []) as ManagerItem[];
  const events = (extra.events ?? []) as ListEvent[];
  const links = (extra.links ?? { live: 0, expiresAt: null, sentTo: null }) as ListLinkSummary;
  const state = optionListState(list);
  const id = useId();

  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby={`${id}-apartments`} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-apartments`} className="text-base font-semibold">
            Apartments ({items.length})
          </h2>
          <Button asChild size="sm">
            <Link to={`/admin/apartment-manager/${record.id}`}>
              <Wrench aria-hidden="true" />
              Open the apartment manager
            </Link>
          </Button>
        </div>
        {items.length ? (
          <ol className="mt-3 divide-y divide-slate-200">
            {items.map((item, index) => (
              <li key={item.apartmentId} className="py-3">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="text-slate-500">{index + 1}.</span>
                  <a href={`/apartments/${item.slug}`} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 hover:underline">
                    {item.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  <span className="text-slate-600">{item.neighborhood}</span>
                  {item.listed ? null : <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">Hidden from the site</span>}
                  {isItemShared(item.addedAt, list.sharedAt) ? null : (
                    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Not shared yet</span>
                  )}
                </p>
                <p className="mt-1 text-slate-700">
                  {item.planIds.length} {item.planIds.length === 1 ? "plan" : "plans"}
                  {item.rebate !== null ? ` · rebate ${formatDollars(item.rebate)}` : ""}
                  {item.special ? ` · special: ${item.special}` : ""}
                </p>
                {item.note ? <p className="mt-1 whitespace-pre-wrap text-slate-700">Note: {item.note}</p> : null}
                <Reaction item={item} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-slate-600">No apartments yet: add them in the apartment manager.</p>
        )}
      </section>

      <section aria-labelledby={`${id}-state`} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <h2 id={`${id}-state`} className="text-base font-semibold">
          {OPTION_LIST_STATE_LABELS[state]}
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium text-slate-600">Made</dt>
          <dd>
            {formatLongDate(list.createdAt)}
            {list.locator ? ` by ${list.locator}` : ""}
          </dd>
          <dt className="font-medium text-slate-600">Shared</dt>
          <dd>{list.sharedAt ? formatLongDate(list.sharedAt) : "Not yet"}</dd>
          {list.viewedAt ? (
            <>
              <dt className="font-medium text-slate-600">Viewed</dt>
              <dd>{formatLongDate(list.viewedAt)}</dd>
            </>
          ) : null}
          {list.respondedAt ? (
            <>
              <dt className="font-medium text-slate-600">Responded</dt>
              <dd>{formatLongDate(list.respondedAt)}</dd>
            </>
          ) : null}
        </dl>
        <ul className="mt-3 space-y-1">
          {list.clientId ? (
            <>
              <li>
                <Link to={`/admin/clients/${list.clientId}`} className="text-brand-700 underline">
                  The client
                </Link>
              </li>
              <li>
                <Link to={`/admin/clients/${list.clientId}#register`} className="text-brand-700 underline">
                  Register client with properties
                </Link>
              </li>
            </>
          ) : null}
          <li>
            <a href={`/clients/${record.id}`} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-brand-700 underline">
              See it as the client does
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        </ul>

        <h3 className="mt-4 font-semibold">Account</h3>
        {account ? (
          <p className="mt-1">
            <Link to={`/admin/user-profiles/${account.id}`} className="font-medium text-brand-700 underline">
              {account.username}
            </Link>{" "}
            sees this list at /clients/{record.id}.
          </p>
        ) : (
          <>
            <p className="mt-1 text-slate-700">
              {list.shareEmail
                ? `Not linked: a share e-mails ${list.shareEmail} a private link that opens the list without an account.`
                : "Not linked, and no e-mail address: add the client's e-mail or link their account before sharing the list."}
            </p>
            {suggested ? (
              <Form method="post" className="mt-2">
                {suggested.verified ? null : (
                  <p className="mb-1 text-slate-700">
                    {suggested.username} signed up with the client&apos;s e-mail but has not verified it: link only when you know it is the client (the list
                    shows them the client&apos;s message and phone).
                  </p>
                )}
                <input type="hidden" name="version" value={record.version} />
                <input type="hidden" name="account" value={suggested.username} />
                <Button type="submit" name="intent" value="link" size="sm" variant="outline">
                  <Link2 aria-hidden="true" />
                  Link {suggested.username} (same e-mail{suggested.verified ? "" : ", not verified"})
                </Button>
              </Form>
            ) : null}
            <Form method="post" className="mt-2 space-y-2">
              <input type="hidden" name="version" value={record.version} />
              <label htmlFor={`${id}-account`} className="block font-medium">
                Link an account: username or e-mail
              </label>
              <input
                id={`${id}-account`}
                name="account"
                className={inputClass}
                maxLength={200}
                aria-invalid={errors.account ? true : undefined}
                aria-describedby={errors.account ? `${id}-account-error` : undefined}
              />
              {errors.account ? <FieldError id={`${id}-account-error`}>{errors.account}</FieldError> : null}
              <Button type="submit" name="intent" value="link" size="sm" variant="outline">
                Link account
              </Button>
            </Form>
          </>
        )}
      </section>

      <PrivateLink recordVersion={record.version} links={links} error={errors.link} />

      <section aria-labelledby={`${id}-history`} className="rounded-lg border border-slate-200 bg-white p-4 text-sm lg:col-span-2">
        <h2 id={`${id}-history`} className="text-base font-semibold">
          Shares, views and reactions
        </h2>
        {events.length ? (
          <ol className="mt-2 space-y-2">
            {events.map((event) => (
              <li key={event.id} className="border-l-2 border-slate-200 pl-3">
                <p className="text-xs text-slate-600">
                  {formatHoustonDateTime(event.at)} · {event.actor} · {EVENT_LABELS[event.kind] ?? event.kind}
                </p>
                <p className="whitespace-pre-wrap">{event.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-slate-600">Nothing yet.</p>
        )}
        <NoteForm id={`${id}-note`} version={record.version} label="Add a staff note" maxLength={OPTION_LIMITS.note} error={errors.body} />
      </section>
    </div>
  );
}

/** The private link a share e-mailed (decision 038): whether one works, until when, and Revoke. */
function PrivateLink({ recordVersion, links, error }: { recordVersion: number; links: ListLinkSummary; error: string | undefined }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-4 text-sm lg:col-span-2" data-testid="list-private-link">
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        Private link
      </h2>
      {links.live > 0 ? (
        <>
          <p className="mt-1 text-slate-700">
            The link e-mailed to {links.sentTo} opens the list without an account until {formatLongDate(links.expiresAt!)}
            {links.live > 1 ? ` (with the links of ${links.live - 1} earlier ${links.live === 2 ? "share" : "shares"})` : ""}. Whoever has it sees the list and
            answers for the client.
          </p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="version" value={recordVersion} />
            <Button type="submit" name="intent" value="revoke-link" size="sm" variant="destructive" aria-describedby={error ? `${id}-error` : undefined}>
              <Link2Off aria-hidden="true" />
              Revoke the private link
            </Button>
          </Form>
        </>
      ) : (
        <p className="mt-1 text-slate-700">No link works now. The next share e-mails a new one when the list has an address.</p>
      )}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </section>
  );
}

function Reaction({ item }: { item: ManagerItem }) {
  const parts: string[] = [];
  if (item.reaction) parts.push(`${OPTION_REACTION_LABELS[item.reaction.kind]}${item.reaction.reason ? `: ${item.reaction.reason}` : ""}`);
  if (item.tour) parts.push(`Tour requested: ${item.tour.wish}`);
  if (!parts.length) return <p className="mt-1 text-slate-500">No reaction yet.</p>;
  const tone = item.reaction?.kind === "not-for-me" && !item.tour ? "bg-slate-100 text-slate-800" : "bg-green-50 text-green-900";
  return <p className={`mt-1 rounded px-2 py-1 font-medium ${tone}`}>Client: {parts.join(" · ")}</p>;
}
