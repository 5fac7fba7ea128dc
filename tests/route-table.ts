/**
 * The application's routes as data, read from app/routes.ts itself: the
 * authorization matrix and the fuzz suite walk this list, so a new route joins
 * both by being declared, not by being remembered.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes.ts";

export interface RouteEntry {
  /** The URL pattern with a leading slash, e.g. "/api/users/me/favorites/:apartmentId"; "/" for the index. */
  pattern: string;
  /** The route module, relative to app/. */
  file: string;
  /** The id React Router gives the route (the explicit id, or the file without extension). */
  id: string;
  /** The layout modules around it, outermost first (the access guards live there). */
  layouts: string[];
  /** Names of the dynamic segments, in order (":slug" -> "slug"; "*" for a splat). */
  params: string[];
}

function join(parent: string, child: string | undefined): string {
  if (!child) return parent;
  return `${parent.replace(/\/$/, "")}/${child}`;
}

function flatten(entries: readonly RouteConfigEntry[], parentPath: string, layouts: string[], out: RouteEntry[]) {
  for (const entry of entries) {
    const fullPath = join(parentPath, entry.path);
    if (entry.children?.length) {
      flatten(entry.children, fullPath, entry.path ? layouts : [...layouts, entry.file], out);
      continue;
    }
    const pattern = fullPath === "" ? "/" : fullPath;
    out.push({
      pattern,
      file: entry.file,
      id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""),
      layouts,
      params: pattern
        .split("/")
        .filter((segment) => segment.startsWith(":") || segment === "*")
        .map((segment) => (segment === "*" ? "*" : segment.slice(1).replace(/\?$/, ""))),
    });
  }
}

/** Every leaf route of app/routes.ts, in declaration order. */
export function routeTable(): RouteEntry[] {
  const out: RouteEntry[] = [];
  flatten(routes, "", [], out);
  return out;
}

/** The pattern with each dynamic segment replaced by the value the function gives for it. */
export function fillPattern(pattern: string, value: (param: string) => string): string {
  return pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return value("*");
      if (segment.startsWith(":")) return encodeURIComponent(value(segment.slice(1).replace(/\?$/, "")));
      return segment;
    })
    .join("/");
}
