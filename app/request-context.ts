import { createContext as createRouterContext } from "react-router";
import { createContext as createReactContext, useContext } from "react";

/** Per-request facts the HTTP edge (server/) decides and the app reads. */
export interface RequestInfo {
  /** Content-Security-Policy nonce for this response's inline scripts. */
  cspNonce: string;
  /** Request id that appears in the logs; shown on error pages so a report can be traced. */
  requestId: string;
  /** The client's address (behind a trusted proxy, the forwarded one): the key of rate limits. */
  clientAddress: string;
  /**
   * A GET of a whole HTML document (not a navigation's .data request, not a form post): a render that may be
   * kept and shared (server/public-render-cache.ts), so the root leaves the viewer out of it (app/auth/viewer-state.server.ts).
   */
  sharedDocument?: boolean;
}

export const requestInfoContext = createRouterContext<RequestInfo>({ cspNonce: "", requestId: "", clientAddress: "unknown" });

/** Settings from the environment that routes need. */
export interface AppConfig {
  guestMessageLimit: number;
  guestDailyAddressLimit: number;
  /** RATE_LIMIT_MULTIPLIER: raises every per-address and per-user rate limit (not the sign-in throttle). */
  rateLimitMultiplier: number;
  /** PUBLIC_ORIGIN: the origin of absolute URLs; null derives it from each request (app/lib/seo.ts). */
  publicOrigin: string | null;
  /** LLM_BASE_URL / LLM_MODEL / LLM_API_KEY: a model that may rephrase A.L.I.'s replies; null = off. */
  languageModel: LanguageModelConfig | null;
  /** BROKER_* and TREC_*_URL: what the Texas notice pages show; each null until the operator sets it. */
  texasBroker: TexasBrokerConfig;
  /** Saved-search alerts (decision 027); absent means no e-mail and a generated unsubscribe secret. */
  alerts?: AlertsConfig;
}

export interface AlertsConfig {
  /** SMTP is configured: alert e-mail can be offered and sent. */
  emailEnabled: boolean;
  /** ALERTS_SECRET, the key of the unsubscribe links; null = one generated and kept in the database. */
  secret: string | null;
}

export interface TexasBrokerConfig {
  name: string | null;
  licenseNumber: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  /** The operator's filled-in Information About Brokerage Services form. */
  iabsUrl: string | null;
  /** The Consumer Protection Notice as the operator publishes it. */
  consumerProtectionUrl: string | null;
}

export const UNCONFIGURED_TEXAS_BROKER: TexasBrokerConfig = {
  name: null,
  licenseNumber: null,
  email: null,
  phone: null,
  address: null,
  iabsUrl: null,
  consumerProtectionUrl: null,
};

export interface LanguageModelConfig {
  baseUrl: string;
  model: string;
  apiKey: string;
}

export const appConfigContext = createRouterContext<AppConfig>({
  guestMessageLimit: 5,
  guestDailyAddressLimit: 50,
  rateLimitMultiplier: 1,
  publicOrigin: null,
  languageModel: null,
  texasBroker: UNCONFIGURED_TEXAS_BROKER,
});

/** Nonce for inline scripts during server rendering; empty in the browser (browsers hide it). */
const NonceContext = createReactContext("");
export const NonceProvider = NonceContext.Provider;
export function useNonce(): string {
  return useContext(NonceContext);
}
