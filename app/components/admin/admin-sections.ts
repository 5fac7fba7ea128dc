import {
  Building2,
  LayoutDashboard,
  ClipboardList,
  Contact,
  FileText,
  FileUp,
  Inbox,
  ListChecks,
  Mail,
  Receipt,
  MapPinned,
  MessagesSquare,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";
import { ADMIN_DASHBOARD_PATH } from "../layout/site-navigation.ts";

/** One area of the admin tools (spec section 2's admin routes). */
export interface AdminSection {
  /** The path segment after /admin/. */
  slug: string;
  label: string;
  /** What one item is called, for the /admin/{slug}/{id} pages. */
  itemLabel: string;
  description: string;
  icon: LucideIcon;
  /** False when the section only has item pages (the apartment manager). */
  hasIndex: boolean;
}

/** In the sidebar's order (issue 13): content first, then the locator's client work. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { slug: "neighborhoods", label: "Neighborhoods", itemLabel: "Neighborhood", description: "Areas, descriptions, highlights and images.", icon: MapPinned, hasIndex: true },
  { slug: "apartments", label: "Apartments", itemLabel: "Apartment", description: "Communities, floor plans, rents and availability.", icon: Building2, hasIndex: true },
  { slug: "amenities", label: "Amenities", itemLabel: "Amenity", description: "The amenity list renters filter and ask by.", icon: Sparkles, hasIndex: true },
  { slug: "import", label: "Import", itemLabel: "Import", description: "The catalogue or a weekly price sheet from a spreadsheet: preview, apply, undo.", icon: FileUp, hasIndex: true },
  { slug: "blog-posts", label: "Blog posts", itemLabel: "Blog post", description: "Articles on the blog: drafts and published.", icon: FileText, hasIndex: true },
  { slug: "clients", label: "Clients", itemLabel: "Client", description: "One record per person: stage, inquiries, tours, lists and leases.", icon: Contact, hasIndex: true },
  { slug: "client-inquiries", label: "Client inquiries", itemLabel: "Client inquiry", description: "Every message people sent, each on its client.", icon: Inbox, hasIndex: true },
  { slug: "client-options", label: "Client options", itemLabel: "Client option", description: "Shortlists of apartments prepared for clients.", icon: ListChecks, hasIndex: true },
  { slug: "invoices", label: "Invoices", itemLabel: "Invoice", description: "Commission invoices to properties: sent, paid, open.", icon: Receipt, hasIndex: true },
  { slug: "user-profiles", label: "User profiles", itemLabel: "User profile", description: "Accounts, administrators and their preferences.", icon: Users, hasIndex: true },
  { slug: "chat-history", label: "Chat history", itemLabel: "Chat", description: "Conversations renters had with A.L.I.", icon: MessagesSquare, hasIndex: true },
  { slug: "outbox", label: "Outbox", itemLabel: "Message", description: "E-mail the site queued: alerts and address confirmations.", icon: Mail, hasIndex: true },
  { slug: "apartment-manager", label: "Apartment manager", itemLabel: "Apartment manager", description: "Building a client's options list from the catalogue.", icon: ClipboardList, hasIndex: false },
];

export function findAdminSection(slug: string | undefined): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => section.slug === slug);
}

/** One entry of the admin sidebar. */
export interface AdminNavItem {
  /** The section slug, or "dashboard". */
  slug: string;
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar: the dashboard, then every section with a list page. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { slug: "dashboard", to: ADMIN_DASHBOARD_PATH, label: "Dashboard", icon: LayoutDashboard },
  ...ADMIN_SECTIONS.filter((section) => section.hasIndex).map(({ slug, label, icon }) => ({ slug, to: `/admin/${slug}`, label, icon })),
];

/** Sections whose pages belong under another entry of the sidebar: the apartment manager builds a client's options list. */
const NAV_PARENT: Readonly<Record<string, string>> = { "apartment-manager": "client-options" };

/** The sidebar entry an admin path belongs to (its first segment after /admin/), if any. */
export function activeAdminNavSlug(pathname: string): string | undefined {
  const segment = pathname.split("/")[2];
  if (!segment) return undefined;
  const slug = NAV_PARENT[segment] ?? segment;
  return ADMIN_NAV.some((item) => item.slug === slug) ? slug : undefined;
}
