import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Forms whose request carries its own proof and uses no cookie, so another origin may post them: the alert
 * e-mails' unsubscribe link, which mail clients POST from their servers (RFC 8058 one-click) with a signed token.
 */
const CROSS_ORIGIN_FORM_PATHS = new Set(["/alerts/unsubscribe"]);

/**
 * Cross-site request forgery guard: a state-changing request (any method but
 * GET/HEAD/OPTIONS, to the API or to a page's form action) must show that it
 * comes from this site: Sec-Fetch-Site "same-origin", or an Origin header equal
 * to this site's origin. Anything else gets 403. Browsers always send one of
 * the two on such requests; other clients must send Origin (spec section 7).
 */
export function requireSameOrigin(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  if (req.method === "POST" && CROSS_ORIGIN_FORM_PATHS.has(req.path)) return next();
  const fetchSite = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const ownOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
  const sameSite = fetchSite ? fetchSite === "same-origin" : origin !== undefined && origin === ownOrigin;
  if (sameSite) return next();
  res
    .status(403)
    .set("Cache-Control", "no-store")
    .json({ message: "This request did not come from this site, so it was refused." });
}
