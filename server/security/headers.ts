import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

/** A fresh nonce per response, for the inline scripts React Router renders. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/**
 * Swap this response's nonce for another (a public response's, derived from its
 * content: server/http-cache.ts), in the locals and in the policy already set.
 */
export function replaceCspNonce(res: Response, nonce: string) {
  const previous = String(res.locals.cspNonce ?? "");
  if (!previous || previous === nonce) return;
  res.locals.cspNonce = nonce;
  for (const name of ["Content-Security-Policy", "Content-Security-Policy-Report-Only"]) {
    const policy = res.getHeader(name);
    if (typeof policy === "string") res.setHeader(name, policy.replaceAll(`'nonce-${previous}'`, `'nonce-${nonce}'`));
  }
}

/**
 * Security headers: CSP with per-request nonces, HSTS only over HTTPS, nosniff,
 * frame-ancestors 'none'. In development the CSP is report-only, because Vite's
 * hot reload injects scripts the policy would block.
 */
export function securityHeaders({ development }: { development: boolean }) {
  const helmetMiddleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      reportOnly: development,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        // https: for profile photos people link from elsewhere; everything the site itself shows is local.
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": development ? ["'self'", "ws:", "wss:"] : ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    // Set below, only when the request really came over HTTPS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
  });
  return function applySecurityHeaders(req: Request, res: Response, next: NextFunction) {
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    helmetMiddleware(req, res, next);
  };
}
