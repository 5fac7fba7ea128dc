import { ArrowLeft, Construction } from "lucide-react";
import { data, Link } from "react-router";
import { z } from "zod";
import { findAdminSection } from "../../components/admin/admin-sections.ts";
import { Button } from "../../components/ui/button.tsx";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/section-placeholder";

const ItemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** One module for every admin section until its tools are built: the section comes from the path. */
export function loader({ url, params }: Route.LoaderArgs) {
  // `url`, not request.url: a client-side navigation asks /admin/<section>.data.
  const [, , slug] = url.pathname.split("/");
  const section = findAdminSection(slug);
  if (!section) throw data("This admin page does not exist.", { status: 404 });
  const rawId = "id" in params ? params.id : undefined;
  if (rawId !== undefined && !ItemIdSchema.safeParse(rawId).success) throw data("This admin page does not exist.", { status: 404 });
  return { slug: section.slug, label: section.label, itemLabel: section.itemLabel, description: section.description, itemId: rawId ?? null };
}

function titleOf(page: { label: string; itemLabel: string; itemId: string | null }): string {
  return page.itemId ? `${page.itemLabel} ${page.itemId}` : page.label;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(`${titleOf(loaderData)} (admin)`, loaderData.description) : pageMeta("Admin", "Admin tools.");
}

export default function AdminSectionPlaceholder({ loaderData }: Route.ComponentProps) {
  const section = findAdminSection(loaderData.slug);
  const Icon = section?.icon ?? Construction;
  return (
    <div>
      <p className="text-sm font-semibold tracking-wider text-bayou-700 uppercase">Admin</p>
      <h1 className="mt-1 flex items-center gap-3 text-3xl font-bold tracking-tight text-ink-900">
        <Icon aria-hidden="true" className="size-7 text-brand-700" />
        {titleOf(loaderData)}
      </h1>
      <p className="mt-2 text-slate-600">{loaderData.description}</p>

      <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:p-10">
        <Construction aria-hidden="true" className="size-8 text-slate-500" />
        <h2 className="mt-4 text-lg font-semibold text-ink-900">This section arrives with the admin tools</h2>
        <p className="mt-2 max-w-prose text-slate-600">
          Managing {loaderData.label.toLowerCase()} from here is not built yet. Until then the data shown on the site is the
          demo data loaded at start-up.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/admin/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to the dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
