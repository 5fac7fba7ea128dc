import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("neighborhoods", "routes/neighborhoods.tsx"),
  route("neighborhoods/:slug", "routes/neighborhood.tsx"),
  route("listings", "routes/listings.tsx"),
  route("apartments/:slug", "routes/apartment.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("process", "routes/process.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("sitemap", "routes/sitemap.tsx"),

  // Images are generated per slug (core/illustrations); nothing is fetched from the network.
  route("images/:kind/:file", "routes/images.$kind.$file.ts"),

  // JSON API (spec section 7).
  route("api/neighborhoods", "routes/api/neighborhoods.ts"),
  route("api/amenities", "routes/api/amenities.ts"),
  route("api/register", "routes/api/register.ts"),
  route("api/login", "routes/api/login.ts"),
  route("api/auth/admin/login", "routes/api/admin-login.ts"),
  route("api/logout", "routes/api/logout.ts"),
  route("api/user", "routes/api/user.ts"),
  route("api/users/me", "routes/api/me.ts"),
  route("api/users/me/password", "routes/api/me-password.ts"),
  route("api/users/me/favorites", "routes/api/favorites.ts"),
  route("api/users/me/favorites/:apartmentId", "routes/api/favorite.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
