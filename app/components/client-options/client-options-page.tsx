/**
 * A client's options list as the client sees it (with the reaction buttons and "Contact your locator"), at
 * /clients/{id} signed in or /shared-list?key=… with its private link (decision 038: the same page, offering an
 * account), or as an administrator sees it (a banner, no buttons, a draft shown as a preview). Who prepared it and
 * how to reach them, when it changed and the locator's message come first; then one card per community.
 */
import { formatCents } from "../../../core/money/cents.ts";
import { REBATE_STATUS_LABELS } from "../../../core/money/rebate-status.ts";
import { ClipboardList, Eye, MessageCircle, MessageSquareQuote, Search, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { LOCATOR_MESSAGE_INTENT } from "../../../core/admin/locator-message.ts";
import { formatCalendarDate, formatLongDate } from "../../../core/format/dates.ts";
import type { ClientOptionListView, ListLocator } from "../../../db/queries/client-options.ts";
import { StatusPanel } from "../status-panel.tsx";
import { Button } from "../ui/button.tsx";
import { LocatorMessageForm } from "./locator-message-form.tsx";
import { OptionCard } from "./option-card.tsx";
import type { ReactionAnswer } from "./reaction-answer.ts";

// Narrower than the site's page container: one column of wide cards reads better.
const containerClass = "mx-auto max-w-5xl px-4 sm:px-6 lg:px-8";

/** How the page was reached: the list's account signed in, or its private link. */
export type ListAccess = "account" | "link";

export function ClientOptionsPage({ list, access, actionData }: { list: ClientOptionListView; access: ListAccess; actionData?: ReactionAnswer }) {
  const admin = !list.viewerIsClient;
  const preparedBy = list.locator?.name ?? "your locator";
  const messageAnswer = actionData?.intent === LOCATOR_MESSAGE_INTENT ? actionData : undefined;
  const contact = admin ? null : (
    <div className={`${containerClass} grid gap-6 pb-10`}>
      <LocatorMessageForm locator={list.locator} serverAnswer={messageAnswer} />
      {access === "link" ? <AccountOffer listId={list.id} hasAccount={list.hasAccount} /> : null}
    </div>
  );
  return (
    <div className="bg-slate-50">
      {admin ? <AdminBanner list={list} /> : null}
      {list.items.length === 0 ? (
        <>
          <NothingShared listId={admin ? list.id : null} />
          {contact}
        </>
      ) : (
        <>
          <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
            <div className={`${containerClass} py-10 sm:py-12`}>
              <p className="text-sm font-semibold tracking-wider text-bayou-700 uppercase">{admin ? "Apartment options" : "Your apartment options"}</p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
                {admin ? `${list.clientName}'s apartment options` : "Apartments picked for you"}
              </h1>
              <p className="mt-3 text-slate-600">
                {list.items.length} {list.items.length === 1 ? "community" : "communities"} prepared by{" "}
                <span className="font-medium text-slate-800">{preparedBy}</span>
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">updated {formatLongDate(list.changedAt)}</span>
              </p>
              {list.locator ? <LocatorContact locator={list.locator} /> : null}
              {list.message ? (
                <figure className="mt-6 flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                  <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div className="min-w-0">
                    <figcaption className="text-sm font-semibold text-ink-900">A note from {preparedBy}</figcaption>
                    <blockquote className="mt-1 leading-7 whitespace-pre-line text-slate-700">{list.message}</blockquote>
                  </div>
                </figure>
              ) : null}
              {list.notes.length ? (
                <section aria-labelledby="locator-notes-heading" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                  <h2 id="locator-notes-heading" className="text-sm font-semibold text-ink-900">
                    Notes from {preparedBy}
                  </h2>
                  <ul className="mt-2 grid gap-2">
                    {list.notes.map((note) => (
                      <li key={note.id} className="text-slate-700">
                        <p className="text-xs text-slate-500">{formatLongDate(note.at)}</p>
                        <p className="leading-7 whitespace-pre-line">{note.body}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {list.rebates.length ? (
                <section aria-labelledby="rebate-heading" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="your-rebate">
                  <h2 id="rebate-heading" className="text-sm font-semibold text-ink-900">
                    Your rebate
                  </h2>
                  <ul className="mt-2 grid gap-3">
                    {list.rebates.map((rebate) => (
                      <li key={rebate.id} className="text-slate-700">
                        <p>
                          <strong className="text-ink-900">{formatCents(rebate.amountCents)}</strong> · {REBATE_STATUS_LABELS[rebate.status]}
                          {rebate.paidOn ? ` on ${formatCalendarDate(rebate.paidOn)}` : ""}
                        </p>
                        <p className="mt-1 leading-7 whitespace-pre-line">{rebate.conditions}</p>
                        <p className="mt-1 text-sm text-slate-600">
                          {rebate.clientConsentAt ? `Your written consent was recorded on ${formatLongDate(rebate.clientConsentAt)}.` : "Your written consent is not recorded yet: your locator will ask you to sign it."}
                        </p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {admin ? null : (
                <p className="mt-4 text-sm text-slate-600">
                  Tell your locator what you think of each one: they see your answers right away.
                </p>
              )}
            </div>
          </header>
          <div className={`${containerClass} py-8 sm:py-10`}>
            <ol className="grid gap-6">
              {list.items.map((item, index) => (
                <li key={item.apartmentId}>
                  <OptionCard
                    item={item}
                    position={index + 1}
                    locator={list.locator?.name ?? null}
                    canReact={!admin}
                    serverAnswer={actionData?.apartmentId === String(item.apartmentId) ? actionData : undefined}
                  />
                </li>
              ))}
            </ol>
          </div>
          {contact}
        </>
      )}
    </div>
  );
}

/** Who prepared the list and how to reach them: their name, e-mail and phone (the message form is further down). */
function LocatorContact({ locator }: { locator: ListLocator }) {
  return (
    <p className="mt-2 text-sm text-slate-600" data-testid="list-locator">
      Your locator: <span className="font-medium text-slate-800">{locator.name}</span>
      {locator.email ? (
        <>
          <span aria-hidden="true"> · </span>
          <a href={`mailto:${locator.email}`} className="font-medium break-all text-brand-700 underline underline-offset-2 hover:no-underline">
            {locator.email}
          </a>
        </>
      ) : null}
      {locator.phone ? (
        <>
          <span aria-hidden="true"> · </span>
          <a href={`tel:${locator.phone.replace(/[^\d+]/g, "")}`} className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 hover:no-underline">
            {locator.phone}
          </a>
        </>
      ) : null}
      <span aria-hidden="true"> · </span>
      <a href="#contact-locator" className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 hover:no-underline">
        Write to {locator.name}
      </a>
    </p>
  );
}

/** The link holder's offer of an account (never required): the list then waits in it too. */
function AccountOffer({ listId, hasAccount }: { listId: number; hasAccount: boolean }) {
  return (
    <section aria-labelledby="account-offer-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="account-offer">
      <h2 id="account-offer-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <UserPlus aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {hasAccount ? "Your list is in your account too" : "Create an account (optional)"}
      </h2>
      {hasAccount ? (
        <>
          <p className="mt-1 text-slate-600">Sign in to see this list, your saved searches and your favorites together. This private link keeps working without it.</p>
          <Button asChild variant="outline" className="mt-3">
            <Link to={`/auth?redirect=${encodeURIComponent(`/clients/${listId}`)}`}>Sign in</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="mt-1 text-slate-600">
            You do not need one: this private link opens your list. With an account made with the e-mail address your locator wrote to, once you confirm the
            address, the list waits there too, with your saved searches and favorites.
          </p>
          <Button asChild variant="outline" className="mt-3">
            <Link to={`/auth?tab=signup&redirect=${encodeURIComponent("/account")}`}>
              <UserPlus aria-hidden="true" />
              Create an account
            </Link>
          </Button>
        </>
      )}
    </section>
  );
}

function AdminBanner({ list }: { list: ClientOptionListView }) {
  const notes = [
    list.preview ? "This list is a draft: the client sees nothing yet. Below is a preview of what sharing it would show." : null,
    list.unsharedCount > 0
      ? `${list.unsharedCount} ${list.unsharedCount === 1 ? "community was" : "communities were"} added since the last share and ${list.unsharedCount === 1 ? "is" : "are"} not shown until the next one.`
      : null,
  ].filter((note): note is string => note !== null);
  return (
    <div role="note" className="border-b border-amber-200 bg-amber-50">
      <div className={`${containerClass} flex flex-wrap items-start gap-x-3 gap-y-2 py-3 text-sm text-amber-950`}>
        <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1 basis-64">
          <p className="font-semibold">You are viewing {list.clientName}'s list as an administrator.</p>
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
        <Link to={`/admin/client-options/${list.id}`} className="pl-7 font-semibold text-amber-950 underline underline-offset-2 hover:no-underline sm:pl-0">
          Open in the admin
        </Link>
      </div>
    </div>
  );
}

/** A list with nothing to show yet: the page's original copy for the client; the workbench for an administrator (listId). */
function NothingShared({ listId }: { listId: number | null }) {
  if (listId !== null) {
    return (
      <StatusPanel
        icon={ClipboardList}
        eyebrow="Apartment options"
        title="This list has no communities yet"
        actions={
          <Button asChild size="lg">
            <Link to={`/admin/apartment-manager/${listId}`}>Open the apartment manager</Link>
          </Button>
        }
      >
        <p>Add communities in the apartment manager, then share the list: the client sees them here.</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={ClipboardList}
      eyebrow="Your apartment options"
      title="Your locator will share options here"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/listings">
              <Search aria-hidden="true" />
              Browse apartments
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#contact-locator">
              <MessageCircle aria-hidden="true" />
              Contact your locator
            </a>
          </Button>
        </>
      }
    >
      <p>
        When your apartment locator puts together a shortlist for you, the communities, prices and their notes appear on this
        page. Nothing has been shared yet.
      </p>
    </StatusPanel>
  );
}
