/** The site's navigation, shared by the header, the mobile menu and the footer. */

export interface NavItem {
  to: string;
  label: string;
  /** A shorter label for the mobile menu, when it differs. */
  mobileLabel?: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: "/neighborhoods", label: "Neighborhoods" },
  { to: "/listings", label: "Apartments" },
  { to: "/process", label: "How It Works" },
  { to: "/about", label: "About" },
  { to: "/blog", label: "Blog" },
  { to: "/chat", label: "Search Agent", mobileLabel: "Chat" },
  { to: "/contact", label: "Contact" },
];

export const GET_MATCHED_PATH = "/get-matched";
export const SIGN_IN_PATH = "/auth";
export const ADMIN_DASHBOARD_PATH = "/admin/dashboard";
export const FAVORITES_PATH = "/favorites";
export const ACCOUNT_PATH = "/account";

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/neighborhoods", label: "Neighborhoods" },
  { to: "/listings", label: "Apartments" },
  { to: "/process", label: "How It Works" },
  { to: "/about", label: "About" },
];

export const FOOTER_POPULAR_AREAS: readonly NavItem[] = [
  { to: "/neighborhoods/downtown", label: "Downtown" },
  { to: "/neighborhoods/montrose", label: "Montrose" },
  { to: "/neighborhoods/heights", label: "The Heights" },
  { to: "/neighborhoods/midtown", label: "Midtown" },
  { to: "/neighborhoods/medical-center", label: "Medical Center" },
];

/** The Texas notice pages (app/routes/legal.*.tsx); the footer links them with the Commission's full titles. */
export const IABS_PATH = "/legal/information-about-brokerage-services";
export const CONSUMER_PROTECTION_PATH = "/legal/consumer-protection-notice";

export const TEXAS_NOTICE_LINKS: readonly NavItem[] = [
  { to: IABS_PATH, label: "Texas Real Estate Commission Information About Brokerage Services" },
  { to: CONSUMER_PROTECTION_PATH, label: "Texas Real Estate Commission Consumer Protection Notice" },
];

export const LEGAL_LINKS: readonly NavItem[] = [
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
  { to: "/sitemap", label: "Sitemap" },
  ...TEXAS_NOTICE_LINKS,
];

/** The chat screen uses the whole height of the window, so it has no footer. */
export function showsSiteFooter(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") !== "/chat";
}
