import { LayoutDashboard } from "lucide-react";
import { NavLink, Outlet } from "react-router";
import { ADMIN_SECTIONS } from "../../components/admin/admin-sections.ts";
import { cn } from "../../lib/cn.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink-900",
  );

/** The admin area's frame: the list of sections (a scrolling row on phones, a sidebar from lg) beside the page. */
export default function AdminLayout() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[15rem_1fr] lg:gap-10 lg:px-8 lg:py-10">
        <nav aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0 lg:overflow-visible">
          <ul className="flex gap-1 lg:sticky lg:top-20 lg:flex-col">
            <li>
              <NavLink to="/admin/dashboard" className={linkClass}>
                <LayoutDashboard aria-hidden="true" className="size-4 shrink-0" />
                Dashboard
              </NavLink>
            </li>
            {ADMIN_SECTIONS.filter((section) => section.hasIndex).map(({ slug, label, icon: Icon }) => (
              <li key={slug}>
                <NavLink to={`/admin/${slug}`} className={linkClass}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
