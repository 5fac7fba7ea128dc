import {
  Building2,
  ClipboardList,
  FileText,
  Inbox,
  ListChecks,
  MapPinned,
  MessagesSquare,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";

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

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { slug: "neighborhoods", label: "Neighborhoods", itemLabel: "Neighborhood", description: "Areas, descriptions, highlights and images.", icon: MapPinned, hasIndex: true },
  { slug: "apartments", label: "Apartments", itemLabel: "Apartment", description: "Communities, floor plans, rents and availability.", icon: Building2, hasIndex: true },
  { slug: "amenities", label: "Amenities", itemLabel: "Amenity", description: "The amenity list renters filter and ask by.", icon: Sparkles, hasIndex: true },
  { slug: "client-inquiries", label: "Client inquiries", itemLabel: "Client inquiry", description: "Messages from the contact and apartment pages.", icon: Inbox, hasIndex: true },
  { slug: "client-options", label: "Client options", itemLabel: "Client option", description: "Shortlists of apartments prepared for clients.", icon: ListChecks, hasIndex: true },
  { slug: "apartment-manager", label: "Apartment manager", itemLabel: "Apartment manager", description: "Detailed editing of one community.", icon: ClipboardList, hasIndex: false },
  { slug: "user-profiles", label: "User profiles", itemLabel: "User profile", description: "Accounts, administrators and their preferences.", icon: Users, hasIndex: true },
  { slug: "chat-history", label: "Chat history", itemLabel: "Chat", description: "Conversations renters had with A.L.I.", icon: MessagesSquare, hasIndex: true },
  { slug: "blog-posts", label: "Blog posts", itemLabel: "Blog post", description: "Articles on the blog: drafts and published.", icon: FileText, hasIndex: true },
];

export function findAdminSection(slug: string | undefined): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => section.slug === slug);
}
