/**
 * The site's cookies: HttpOnly, SameSite=Lax, and over HTTPS Secure with the
 * __Host- prefix (bound to this host, path /, no Domain), so a neighbour on
 * another subdomain cannot plant one.
 */
import { parse, serialize } from "cookie";

export type CookieName = "has_session" | "has_guest" | "has_flash";

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function fullName(request: Request, name: CookieName): string {
  return isSecureRequest(request) ? `__Host-${name}` : name;
}

export function readCookie(request: Request, name: CookieName): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  return parse(header)[fullName(request, name)] ?? null;
}

export function setCookie(request: Request, name: CookieName, value: string, maxAgeSeconds: number): string {
  return serialize(fullName(request, name), value, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request),
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearCookie(request: Request, name: CookieName): string {
  return setCookie(request, name, "", 0);
}
