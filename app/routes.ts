import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("neighborhoods", "routes/neighborhoods.tsx"),
  route("neighborhoods/:slug", "routes/neighborhood.tsx"),
  route("listings", "routes/listings.tsx"),
  route("apartments/:slug", "routes/apartment.tsx"),
  // Tour booking (decision 026): the booking page, and a booking's own page and calendar file for its owner.
  route("apartments/:slug/tour", "routes/tour-booking.tsx"),
  route("tours/:id", "routes/tour.tsx"),
  route("tours/:id/calendar.ics", "routes/tour-calendar.ts"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("process", "routes/process.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("get-matched", "routes/get-matched.tsx"),
  route("chat", "routes/chat.tsx"),
  route("preference-suggestion", "routes/preference-suggestion.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("legal/information-about-brokerage-services", "routes/legal.information-about-brokerage-services.tsx"),
  route("legal/consumer-protection-notice", "routes/legal.consumer-protection-notice.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  // Communities side by side (issue 17); the tray that fills it lives in the browser.
  route("compare", "routes/compare.tsx"),
  // Saved searches (decision 027): their form actions (signed-in renters, checked in the route: a guest is sent to
  // sign in and back to the search), and the e-mails' unsubscribe page, which needs no sign-in (a signed token).
  route("saved-searches", "routes/saved-searches.ts"),
  route("alerts/unsubscribe", "routes/alerts-unsubscribe.tsx"),
  // An account's e-mail verification link (decision 028): a signed token, no sign-in needed; a GET changes nothing.
  route("verify-email", "routes/verify-email.tsx"),
  // A property confirms or corrects a lease by the private link of its e-mail (decision 036); no account.
  route("lease-verification", "routes/lease-verification.tsx"),
  // A client's options list by the private link its share e-mailed (decision 038): ?key=…, no account; a 404 for a
  // made-up, expired or revoked key.
  route("shared-list", "routes/shared-list.tsx"),

  // Images are generated per slug (core/illustrations); nothing is fetched from the network.
  route("images/:kind/:file", "routes/images.$kind.$file.ts"),
  // Uploaded photos' WebP variants, from the database (decision 016); public, immutable.
  route("media/photos/:file", "routes/media-photo.ts"),

  // JSON API (spec section 7).
  route("api/neighborhoods", "routes/api/neighborhoods.ts"),
  route("api/amenities", "routes/api/amenities.ts"),
  route("api/apartments", "routes/api/apartments.ts"),
  route("api/apartments/:slug", "routes/api/apartment.ts"),
  route("api/chat/webhook/neighborhood-data/:slug", "routes/api/neighborhood-card-data.ts"),
  route("api/chat/webhook/blog-data/:slug", "routes/api/blog-card-data.ts"),
  route("api/blog-posts", "routes/api/blog-posts.ts"),
  route("api/register", "routes/api/register.ts"),
  route("api/login", "routes/api/login.ts"),
  route("api/auth/admin/login", "routes/api/admin-login.ts"),
  route("api/logout", "routes/api/logout.ts"),
  route("api/user", "routes/api/user.ts"),
  // The chrome's personal part for a page served to everybody (app/hooks/use-viewer.ts).
  route("api/viewer", "routes/api/viewer.ts"),
  route("api/users/me", "routes/api/me.ts"),
  route("api/users/me/password", "routes/api/me-password.ts"),
  route("api/users/me/favorites", "routes/api/favorites.ts"),
  route("api/users/me/favorites/:apartmentId", "routes/api/favorite.ts"),
  route("api/user/preferences", "routes/api/user-preferences.ts"),
  route("api/user/recommended-apartments", "routes/api/recommended-apartments.ts"),
  route("api/find-suggested-apartments-app", "routes/api/suggested-apartments.ts"),
  route("api/apartment-feedback", "routes/api/apartment-feedback.ts"),
  // Saved chat sessions: the assistant chat (sidebar-chat) and the side panel's chat (general-chat) share one implementation.
  ...(["sidebar-chat", "general-chat"] as const).flatMap((family) => [
    route(`api/${family}/sessions`, "routes/api/chat-sessions.ts", { id: `api-${family}-sessions` }),
    route(`api/${family}/sessions/:id`, "routes/api/chat-session.ts", { id: `api-${family}-session` }),
    route(`api/${family}/sessions/:id/rename`, "routes/api/chat-session-rename.ts", { id: `api-${family}-session-rename` }),
    route(`api/${family}/session/id/:id`, "routes/api/chat-session-messages.ts", { id: `api-${family}-session-messages` }),
  ]),
  // A.L.I.: one module answers every chat webhook; the path picks the channel.
  route("api/sidebar-chat/webhook", "routes/api/chat-webhook.ts", { id: "api-sidebar-chat-webhook" }),
  route("api/sidebar-chat/webhook/profile-build", "routes/api/chat-webhook.ts", { id: "api-sidebar-chat-profile-build" }),
  route("api/chat/webhook", "routes/api/chat-webhook.ts", { id: "api-chat-webhook" }),
  route("api/chat/suggestions", "routes/api/chat-suggestions.ts"),
  route("api/chat/hand-off", "routes/api/chat-hand-off.ts"),
  // Undo what one chat message saved to the caller's profile (decision 034).
  route("api/chat/undo", "routes/api/chat-undo.ts"),
  route("api/profile-stages/completion", "routes/api/profile-stages.ts", { id: "api-profile-stages" }),
  route("api/profile-build/status", "routes/api/profile-stages.ts", { id: "api-profile-build-status" }),

  // Pages behind the access rules of spec section 4; each guard layout checks on the server.
  layout("routes/_guards/guest-only.tsx", [
    route("auth", "routes/auth.tsx"),
    route("admin/login", "routes/admin/login.tsx"),
  ]),
  // The client's options list: its client and administrators (spec: signed-in); anyone else gets a 404.
  layout("routes/_guards/signed-in.tsx", [route("account", "routes/account.tsx"), route("clients/:id", "routes/client-options.tsx")]),
  layout("routes/_guards/user-only.tsx", [route("favorites", "routes/favorites.tsx")]),
  route("admin", "routes/admin/index.tsx"),
  layout("routes/_guards/admin-only.tsx", [
    // The photo manager's form actions (no page of their own).
    route("admin/photos/upload", "routes/admin/photos-upload.ts", { id: "admin-photos-upload" }),
    route("admin/photos/:id", "routes/admin/photo.ts", { id: "admin-photo" }),
    layout("routes/admin/layout.tsx", [
      route("admin/dashboard", "routes/admin/dashboard.tsx"),
      // The content resources: one list, one edit page and one CSV export serve every declaration (app/admin/registry.server.ts).
      ...(["neighborhoods", "apartments", "amenities", "blog-posts"] as const).flatMap((section) => {
        const singular = { neighborhoods: "neighborhood", apartments: "apartment", amenities: "amenity", "blog-posts": "blog-post" }[section];
        return [
          route(`admin/${section}`, "routes/admin/resource-list.tsx", { id: `admin-${section}` }),
          route(`admin/${section}/:id`, "routes/admin/resource-edit.tsx", { id: `admin-${singular}` }),
          route(`admin/${section}.csv`, "routes/admin/resource-csv.ts", { id: `admin-${section}-csv` }),
        ];
      }),
      route("admin/blog-posts/preview", "routes/admin/blog-post-preview.ts"),
      route("admin/client-options", "routes/admin/resource-list.tsx", { id: "admin-client-options" }),
      route("admin/client-options/:id", "routes/admin/resource-edit.tsx", { id: "admin-client-option" }),
      route("admin/client-options.csv", "routes/admin/resource-csv.ts", { id: "admin-client-options-csv" }),
      // POST: open (or make) the client's list from an inquiry, a profile or a transcript.
      route("admin/client-options/open", "routes/admin/client-options-open.ts", { id: "admin-client-options-open" }),
      // One record per person (decision 035): the list, the stage board, each client's workspace, the CSV export.
      route("admin/clients", "routes/admin/resource-list.tsx", { id: "admin-clients" }),
      route("admin/clients/board", "routes/admin/clients-board.tsx", { id: "admin-clients-board" }),
      route("admin/clients/:id", "routes/admin/resource-edit.tsx", { id: "admin-client" }),
      route("admin/clients.csv", "routes/admin/resource-csv.ts", { id: "admin-clients-csv" }),
      route("admin/client-inquiries", "routes/admin/resource-list.tsx", { id: "admin-client-inquiries" }),
      route("admin/client-inquiries/:id", "routes/admin/resource-edit.tsx", { id: "admin-client-inquiry" }),
      route("admin/client-inquiries.csv", "routes/admin/resource-csv.ts", { id: "admin-client-inquiries-csv" }),
      // The workbench where a locator builds a client's options list ({id}: the list's id).
      route("admin/apartment-manager/:id", "routes/admin/apartment-manager.tsx", { id: "admin-apartment-manager" }),
      route("admin/user-profiles", "routes/admin/resource-list.tsx", { id: "admin-user-profiles" }),
      route("admin/user-profiles/new", "routes/admin/user-profile-new.tsx", { id: "admin-user-profile-new" }),
      route("admin/user-profiles/:id", "routes/admin/resource-edit.tsx", { id: "admin-user-profile" }),
      route("admin/user-profiles.csv", "routes/admin/resource-csv.ts", { id: "admin-user-profiles-csv" }),
      // Read-only: the generic list and CSV export, and a transcript page of its own.
      route("admin/chat-history", "routes/admin/resource-list.tsx", { id: "admin-chat-history" }),
      route("admin/chat-history.csv", "routes/admin/resource-csv.ts", { id: "admin-chat-history-csv" }),
      route("admin/chat-history/:id", "routes/admin/chat-transcript.tsx", { id: "admin-chat-transcript" }),
      // Commission invoices (decision 037): the list, each invoice's page, its PDF, the CSV for the accountant.
      route("admin/invoices", "routes/admin/resource-list.tsx", { id: "admin-invoices" }),
      route("admin/invoices/:id", "routes/admin/resource-edit.tsx", { id: "admin-invoice" }),
      route("admin/invoices/:id/pdf", "routes/admin/invoice-pdf.ts", { id: "admin-invoice-pdf" }),
      route("admin/invoices.csv", "routes/admin/resource-csv.ts", { id: "admin-invoices-csv" }),
      // Catalogue import (issue 29, decision 039): the upload page, an import's preview and result, the catalogue to start from.
      route("admin/import", "routes/admin/catalogue-import.tsx", { id: "admin-import" }),
      route("admin/import/:id", "routes/admin/catalogue-import-preview.tsx", { id: "admin-import-preview" }),
      route("admin/import/catalogue.csv", "routes/admin/catalogue-export.ts", { id: "admin-import-catalogue-csv" }),
      route("admin/import/catalogue.xlsx", "routes/admin/catalogue-export.ts", { id: "admin-import-catalogue-xlsx" }),
      // Read-only: every message queued to send (decision 028).
      route("admin/outbox", "routes/admin/resource-list.tsx", { id: "admin-outbox" }),
      route("admin/outbox.csv", "routes/admin/resource-csv.ts", { id: "admin-outbox-csv" }),
    ]),
  ]),

  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
