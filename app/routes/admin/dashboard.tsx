import { ArrowRight, Inbox } from "lucide-react";
import { Link } from "react-router";
import { greetingName } from "../../../core/auth/greeting.ts";
import { formatLongDate, houstonCalendarDate } from "../../../core/format/dates.ts";
import type { InquirySource } from "../../../core/inquiries/inquiry-schema.ts";
import { resourceSpec } from "../../components/admin/resource-specs.ts";
import { INQUIRY_SOURCE_LABELS } from "../../../core/admin/resources/client-inquiries.ts";
import { VERIFIED_STALE_DAYS } from "../../../core/admin/resources/apartments.ts";
import { formatTotalCents } from "../../../core/money/cents.ts";
import { AGING_BUCKETS } from "../../../core/money/invoice-rules.ts";
import { getAdminOverview, getInquiryAttention, getPipelineOverview, RECENT_INQUIRY_DAYS } from "../../../db/queries/admin.ts";
import { listLatestAuditEntries } from "../../../db/queries/admin/audit-log.ts";
import { getMoneyOverview } from "../../../db/queries/admin/invoice-reports.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { findAdminSection } from "../../components/admin/admin-sections.ts";
import { dbContext } from "../../context.ts";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta("Admin dashboard", "Overview of the site's content, accounts and client inquiries.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireAdminPage(context, request);
  const db = context.get(dbContext);
  const [overview, inquiries, actions, pipeline, money] = await Promise.all([
    getAdminOverview(db),
    getInquiryAttention(db, { now: new Date() }),
    listLatestAuditEntries(db, { limit: LATEST_ACTIONS }),
    getPipelineOverview(db),
    getMoneyOverview(db, houstonCalendarDate(new Date())),
  ]);
  return { name: greetingName(user), overview, inquiries, actions: actions.entries, pipeline, money };
}

const INQUIRIES_PATH = "/admin/client-inquiries";
const INVOICES_PATH = "/admin/invoices";
const LATEST_ACTIONS = 8;

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12" as "Dec 2026". */
const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;

const tableClass = "w-full text-left text-sm";
const captionClass = "pb-2 text-left text-sm font-semibold text-slate-700";
const headCellClass = "border-b border-slate-200 px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600";
const cellClass = "px-3 py-2 whitespace-nowrap";
const amountCellClass = "px-3 py-2 text-right whitespace-nowrap tabular-nums";
const footCellClass = "border-t border-slate-200 px-3 py-2 font-semibold whitespace-nowrap";

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { name, overview, inquiries, actions, pipeline, money } = loaderData;
  const funnel = [
    { label: "New this month", value: pipeline.funnel.received },
    { label: "Contacted", value: pipeline.funnel.contacted },
    { label: "Touring", value: pipeline.funnel.touring },
    { label: "Leased", value: pipeline.funnel.leased },
  ];
  const content = [
    {
      label: `Communities not checked for ${VERIFIED_STALE_DAYS} days`,
      value: overview.unverified,
      to: "/admin/apartments?verified=stale&published=yes&sort=verifiedAt&dir=asc",
    },
    { label: "Draft posts", value: overview.drafts, to: "/admin/blog-posts?status=draft" },
    { label: "Scheduled posts", value: overview.scheduled, to: "/admin/blog-posts?status=scheduled" },
  ];
  const stats = [
    { label: "Neighborhoods", value: overview.neighborhoods, section: "neighborhoods" },
    { label: "Apartments", value: overview.apartments, section: "apartments" },
    { label: "Users", value: overview.users, section: "user-profiles" },
    { label: "Client inquiries", value: overview.clientInquiries, section: "client-inquiries" },
  ] as const;

  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      <p className="mt-1 text-sm text-slate-600">Welcome, {name}. Here is what the site holds today.</p>

      <section aria-labelledby="overview-heading" className="mt-6">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {stats.map(({ label, value, section }) => {
            const Icon = findAdminSection(section)?.icon;
            return (
              <div
                key={label}
                className="relative rounded-lg border border-slate-200 bg-white px-4 py-3 focus-within:ring-2 focus-within:ring-brand-700 hover:border-slate-300"
              >
                <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                  {Icon ? <Icon aria-hidden="true" className="size-4 text-slate-500" /> : null}
                  <Link to={`/admin/${section}`} className="after:absolute after:inset-0 focus:outline-none">
                    {label}
                  </Link>
                </dt>
                <dd className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">{value.toLocaleString("en-US")}</dd>
              </div>
            );
          })}
        </dl>
      </section>

      <section aria-labelledby="attention-heading" className="mt-8 rounded-lg border border-slate-200 bg-white">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-3">
          <h2 id="attention-heading" className="text-base font-semibold">
            Needs attention
          </h2>
          <Link
            to={INQUIRIES_PATH}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            All client inquiries
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <dl className="grid grid-cols-2 divide-x divide-slate-200 border-b border-slate-200">
          <div className="px-4 py-3">
            <dt className="text-sm text-slate-600">Inquiries in the last {RECENT_INQUIRY_DAYS} days</dt>
            <dd className="mt-0.5 text-xl font-semibold tabular-nums">{inquiries.receivedRecently.toLocaleString("en-US")}</dd>
          </div>
          <div className="px-4 py-3">
            <dt className="text-sm text-slate-600">Awaiting a reply</dt>
            <dd className="mt-0.5 text-xl font-semibold tabular-nums">{inquiries.awaitingReply.toLocaleString("en-US")}</dd>
          </div>
        </dl>
        {inquiries.newest.length > 0 ? (
          <>
            <h3 className="px-4 pt-3 text-sm font-semibold text-slate-700">Newest awaiting a reply</h3>
            <ul className="divide-y divide-slate-100 px-4 pb-1">
              {inquiries.newest.map((inquiry) => (
                <li key={inquiry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 text-sm">
                  <span className="min-w-0">
                    <Link to={`${INQUIRIES_PATH}/${inquiry.id}`} className="font-medium break-words text-brand-700 hover:underline">
                      {inquiry.name}
                    </Link>
                    <span className="text-slate-600">
                      {" · "}
                      {INQUIRY_SOURCE_LABELS[inquiry.source]}
                      {inquiry.apartmentTitle ? `: ${inquiry.apartmentTitle}` : ""}
                    </span>
                  </span>
                  <time dateTime={inquiry.createdAt} className="shrink-0 text-slate-600 tabular-nums">
                    {formatLongDate(inquiry.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="flex items-center gap-2 px-4 py-4 text-sm text-slate-600">
            <Inbox aria-hidden="true" className="size-4" />
            No inquiries are awaiting a reply.
          </p>
        )}
      </section>

      <section aria-labelledby="pipeline-heading" className="mt-6 rounded-lg border border-slate-200 bg-white">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-3">
          <h2 id="pipeline-heading" className="text-base font-semibold">
            This month's pipeline
          </h2>
          <p className="flex flex-wrap gap-x-4 text-sm">
            <Link to="/admin/clients?followUp=overdue" className="font-medium text-brand-700 hover:underline">
              {pipeline.overdueFollowUps.toLocaleString("en-US")} overdue {pipeline.overdueFollowUps === 1 ? "follow-up" : "follow-ups"}
            </Link>
            <Link to="/admin/client-options?state=responded" className="font-medium text-brand-700 hover:underline">
              {pipeline.respondedLists.toLocaleString("en-US")} {pipeline.respondedLists === 1 ? "client" : "clients"} responded to their options
            </Link>
          </p>
        </div>
        <ol aria-label="Funnel of this month's new clients" className="grid grid-cols-2 divide-slate-200 sm:grid-cols-4 sm:divide-x">
          {funnel.map((step) => (
            <li key={step.label} className="px-4 py-3">
              <p className="text-sm text-slate-600">{step.label}</p>
              <p className="mt-0.5 text-xl font-semibold tabular-nums">{step.value.toLocaleString("en-US")}</p>
            </li>
          ))}
        </ol>
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          Leases this month by source:{" "}
          {pipeline.leasesBySource.length
            ? pipeline.leasesBySource.map((row) => `${INQUIRY_SOURCE_LABELS[row.source as InquirySource] ?? row.source} ${row.leases}`).join(", ")
            : "none yet"}
          .
        </p>
      </section>

      <CommissionsSection money={money} />

      <section aria-labelledby="content-heading" className="mt-6 rounded-lg border border-slate-200 bg-white">
        <h2 id="content-heading" className="border-b border-slate-200 px-4 py-3 text-base font-semibold">
          Content to look at
        </h2>
        <ul className="grid divide-y divide-slate-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {content.map((item) => (
            <li key={item.label} className="relative px-4 py-3 hover:bg-slate-50">
              <Link to={item.to} className="text-sm text-slate-600 after:absolute after:inset-0 hover:underline">
                {item.label}
              </Link>
              <p className="mt-0.5 text-xl font-semibold tabular-nums">{item.value.toLocaleString("en-US")}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="actions-heading" className="mt-6 rounded-lg border border-slate-200 bg-white">
        <h2 id="actions-heading" className="border-b border-slate-200 px-4 py-3 text-base font-semibold">
          Latest admin actions
        </h2>
        {actions.length ? (
          <ol className="divide-y divide-slate-100">
            {actions.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2.5 text-sm">
                <span>
                  {resourceSpec(entry.resource) && entry.action !== "delete" ? (
                    <Link to={`/admin/${entry.resource}/${entry.recordId}`} className="font-medium text-brand-700 hover:underline">
                      {entry.summary}
                    </Link>
                  ) : (
                    <span className="font-medium">{entry.summary}</span>
                  )}
                  <span className="text-slate-600"> · {entry.actor.username}</span>
                </span>
                <time dateTime={new Date(entry.at).toISOString()} className="shrink-0 text-slate-600 tabular-nums">
                  {formatLongDate(new Date(entry.at).toISOString())}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="px-4 py-4 text-sm text-slate-600">No admin has changed anything yet.</p>
        )}
      </section>
    </div>
  );
}

type MoneyOverview = Route.ComponentProps["loaderData"]["money"];

/** Open commission invoices by age, and the money received over the last 12 months by month, source and locator. */
function CommissionsSection({ money }: { money: MoneyOverview }) {
  const year = money.revenueByMonth.at(-1)?.month.slice(0, 4) ?? "";
  const largestMonth = Math.max(0, ...money.revenueByMonth.map((month) => month.cents));
  const receivedCents = money.revenueByMonth.reduce((sum, month) => sum + month.cents, 0);
  const receivedPayments = money.revenueByMonth.reduce((sum, month) => sum + month.payments, 0);
  const openCount = AGING_BUCKETS.reduce((sum, bucket) => sum + money.aging.buckets[bucket].count, 0);
  return (
    <section aria-labelledby="commissions-heading" className="mt-6 rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-3">
        <h2 id="commissions-heading" className="text-base font-semibold">
          Commissions
        </h2>
        <Link
          to={INVOICES_PATH}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          All invoices
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {money.invoiceCount === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-600">No commission invoices yet: they are made from a verified lease on the client's page.</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 divide-x divide-slate-200 border-b border-slate-200">
            <div className="px-4 py-3">
              <dt className="text-sm text-slate-600">Invoiced in {year}</dt>
              <dd className="mt-0.5 text-xl font-semibold tabular-nums">{formatTotalCents(money.invoicedThisYearCents)}</dd>
            </div>
            <div className="px-4 py-3">
              <dt className="text-sm text-slate-600">Received in {year}</dt>
              <dd className="mt-0.5 text-xl font-semibold tabular-nums">{formatTotalCents(money.receivedThisYearCents)}</dd>
            </div>
          </dl>
          <div className="grid gap-6 p-4 lg:grid-cols-2">
            <div className="min-w-0 overflow-x-auto">
              <table className={tableClass}>
                <caption className={captionClass}>Open invoices by days since sent</caption>
                <thead>
                  <tr>
                    <th scope="col" className={headCellClass}>
                      Days since sent
                    </th>
                    <th scope="col" className={`${headCellClass} text-right`}>
                      Invoices
                    </th>
                    <th scope="col" className={`${headCellClass} text-right`}>
                      Open amount
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {AGING_BUCKETS.map((bucket) => (
                    <tr key={bucket}>
                      <th scope="row" className={`${cellClass} font-normal`}>
                        <Link to={`${INVOICES_PATH}?${new URLSearchParams({ aging: bucket }).toString()}`} className="font-medium text-brand-700 hover:underline">
                          {bucket} days
                        </Link>
                      </th>
                      <td className={amountCellClass}>{money.aging.buckets[bucket].count.toLocaleString("en-US")}</td>
                      <td className={amountCellClass}>{formatTotalCents(money.aging.buckets[bucket].openCents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" className={footCellClass}>
                      Total
                    </th>
                    <td className={`${footCellClass} text-right tabular-nums`}>{openCount.toLocaleString("en-US")}</td>
                    <td className={`${footCellClass} text-right tabular-nums`}>{formatTotalCents(money.aging.totalOpenCents)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>

            <div className="min-w-0 overflow-x-auto">
              <table className={tableClass}>
                <caption className={captionClass}>Received in the last 12 months</caption>
                <thead>
                  <tr>
                    <th scope="col" className={headCellClass}>
                      Month
                    </th>
                    <th scope="col" className={`${headCellClass} text-right`}>
                      Payments
                    </th>
                    <th scope="col" className={`${headCellClass} text-right`}>
                      Received
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {money.revenueByMonth.map((month) => (
                    <tr key={month.month}>
                      <th scope="row" className={`${cellClass} font-normal`}>
                        {monthName(month.month)}
                      </th>
                      <td className={amountCellClass}>{month.payments.toLocaleString("en-US")}</td>
                      <td className={amountCellClass}>
                        <div className="flex items-center justify-end gap-3">
                          {/* The bar only where there is room: at 375 px the month, count and amount fit without scrolling. */}
                          <div aria-hidden="true" className="hidden h-2 w-28 shrink-0 overflow-hidden rounded-full bg-slate-100 sm:block">
                            <div
                              className="h-full rounded-full bg-brand-600"
                              style={{ width: `${largestMonth > 0 ? Math.round((month.cents / largestMonth) * 1000) / 10 : 0}%` }}
                            />
                          </div>
                          <span className="sm:min-w-28">{formatTotalCents(month.cents)}</span>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" className={footCellClass}>
                      Total
                    </th>
                    <td className={`${footCellClass} text-right tabular-nums`}>{receivedPayments.toLocaleString("en-US")}</td>
                    <td className={`${footCellClass} text-right tabular-nums`}>{formatTotalCents(receivedCents)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>

            {money.revenueBySource.length ? (
              <>
                <ReceivedTable
                  caption="Received by source, last 12 months"
                  heading="Client's first inquiry"
                  rows={money.revenueBySource.map((row) => ({ key: row.source, label: row.label, cents: row.cents }))}
                />
                <ReceivedTable
                  caption="Received by locator, last 12 months"
                  heading="Locator"
                  rows={money.revenueByLocator.map((row) => ({ key: row.locator, label: row.locator, cents: row.cents }))}
                />
              </>
            ) : (
              <p className="text-sm text-slate-600 lg:col-span-2">No payments were received in the last 12 months.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** Money received, one row per group (a source, a locator). */
function ReceivedTable({ caption, heading, rows }: { caption: string; heading: string; rows: { key: string; label: string; cents: number }[] }) {
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className={tableClass}>
        <caption className={captionClass}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCellClass}>
              {heading}
            </th>
            <th scope="col" className={`${headCellClass} text-right`}>
              Received
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cellClass} font-normal`}>
                {row.label}
              </th>
              <td className={amountCellClass}>{formatTotalCents(row.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
