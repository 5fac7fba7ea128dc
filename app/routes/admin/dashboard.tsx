import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { greetingName } from "../../../core/auth/greeting.ts";
import { getAdminOverview } from "../../../db/queries/admin.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { ADMIN_SECTIONS, findAdminSection } from "../../components/admin/admin-sections.ts";
import { dbContext } from "../../context.ts";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => pageMeta("Admin dashboard", "Overview of the site's content, accounts and client inquiries.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireAdminPage(context, request);
  const overview = await getAdminOverview(context.get(dbContext));
  return { name: greetingName(user), overview };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { name, overview } = loaderData;
  const stats = [
    { label: "Neighborhoods", value: overview.neighborhoods, section: "neighborhoods" },
    { label: "Apartments", value: overview.apartments, section: "apartments" },
    { label: "Users", value: overview.users, section: "user-profiles" },
    { label: "Client inquiries", value: overview.clientInquiries, section: "client-inquiries" },
  ] as const;

  return (
    <div>
      <p className="text-sm font-semibold tracking-wider text-bayou-700 uppercase">Admin</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900">Dashboard</h1>
      <p className="mt-2 text-slate-600">Welcome, {name}. Here is what the site holds today.</p>

      <section aria-labelledby="overview-heading" className="mt-8">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {stats.map(({ label, value, section }) => {
            const Icon = findAdminSection(section)?.icon;
            return (
              <div key={label} className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md sm:p-5">
                <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                  {Icon ? <Icon aria-hidden="true" className="size-4 text-bayou-700" /> : null}
                  <Link to={`/admin/${section}`} className="after:absolute after:inset-0 focus:outline-none">
                    {label}
                  </Link>
                </dt>
                <dd className="mt-2 text-3xl font-bold tracking-tight text-ink-900 tabular-nums">{value.toLocaleString("en-US")}</dd>
              </div>
            );
          })}
        </dl>
      </section>

      <section aria-labelledby="tools-heading" className="mt-10">
        <h2 id="tools-heading" className="text-xl font-bold tracking-tight text-ink-900">
          Admin tools
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {ADMIN_SECTIONS.filter((section) => section.hasIndex).map(({ slug, label, description, icon: Icon }) => (
            <li key={slug}>
              <Link
                to={`/admin/${slug}`}
                className="group flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 font-semibold text-ink-900 group-hover:text-brand-700">
                    {label}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-brand-700" />
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
