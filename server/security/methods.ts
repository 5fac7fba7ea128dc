/**
 * The methods the site serves, and the edge's answer to the others, before any
 * route: React Router runs a resource route's loader for OPTIONS (an
 * administrator's OPTIONS on a CSV export got the CSV) and fails with a logged
 * stack trace on a method it does not know (issue 26).
 *
 * - OPTIONS: 204 with Allow. The site is same-origin and grants no CORS, so
 *   there is nothing else to say; no route runs.
 * - A method outside the list (PROPFIND, TRACE, ...): 405 with Allow and a
 *   message. It is logged as the request line every request gets, nothing more.
 *
 * Allow names what the site as a whole serves; which of those one address takes
 * is its route's business (a method it does not take there is a 404 or 405 from
 * the router, as before).
 */
import type { NextFunction, Request, Response } from "express";
import { closeUnreadBody, refuse } from "./input-layer.ts";

export const SERVED_METHODS: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOW = SERVED_METHODS.join(", ");

export function answerMethods(req: Request, res: Response, next: NextFunction) {
  if (req.method === "OPTIONS") {
    closeUnreadBody(req, res);
    res.status(204).set("Allow", ALLOW).end();
    return;
  }
  if (!SERVED_METHODS.includes(req.method)) {
    res.set("Allow", ALLOW);
    refuse(req, res, 405, `This address does not take ${req.method} requests. It takes ${ALLOW}.`);
    return;
  }
  next();
}
