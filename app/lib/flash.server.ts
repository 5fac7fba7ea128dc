import { randomBytes } from "node:crypto";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { clearCookie, readCookie, setCookie } from "../auth/cookies.server.ts";
import { FlashSchema, type Flash, type FlashInput } from "./flash.ts";

const FLASH_MAX_AGE_SECONDS = 60;

/** The Set-Cookie header that carries a toast to the page after the redirect. */
export function setFlash(request: Request, flash: FlashInput): string {
  const value: Flash = { id: randomBytes(6).toString("base64url"), ...flash };
  return setCookie(request, "has_flash", Buffer.from(JSON.stringify(value)).toString("base64url"), FLASH_MAX_AGE_SECONDS);
}

/** The flash the request carries; a missing, tampered or malformed cookie is simply no flash. */
export function readFlash(request: Request): Flash | null {
  const raw = readCookie(request, "has_flash");
  if (!raw) return null;
  try {
    const parsed = FlashSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface FlashState {
  flash: Flash | null;
  delivered: boolean;
}

const flashContext = createContext<FlashState>();

/** For the root loader: the flash to show, marked as delivered so the middleware clears the cookie. */
export function takeFlash(context: Readonly<RouterContextProvider>): Flash | null {
  const state = context.get(flashContext);
  if (state.flash) state.delivered = true;
  return state.flash;
}

/**
 * Reads the flash cookie before the loaders run and clears it once a page has
 * received it. A redirect (a guard sending the visitor elsewhere) keeps it for
 * the page the visitor lands on, and so does a response that sets a new one.
 */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const state: FlashState = { flash: readFlash(request), delivered: false };
  context.set(flashContext, state);
  const response = await next();
  const isRedirect = response.status >= 300 && response.status < 400;
  const setsFlash = (response.headers.get("set-cookie") ?? "").includes("has_flash=");
  if (state.delivered && !isRedirect && !setsFlash) {
    response.headers.append("Set-Cookie", clearCookie(request, "has_flash"));
  }
  return response;
};
