/**
 * Entry of the server bundle (see vite.config.ts): the React Router request
 * handler with the router context filled in for each request. Built by Vite so
 * that the context keys are the same objects the routes read. Bodies arrive
 * already read and checked by the input layer (server/security/input-layer.ts).
 */
import type { Request, Response } from "express";
import { RouterContextProvider } from "react-router";
import { viewerReadsContext } from "../app/auth/viewer.ts";
import { dbContext } from "../app/context.ts";
import { appConfigContext, requestInfoContext, type AppConfig } from "../app/request-context.ts";
import type { CatalogueRevisionFeed } from "../db/catalogue-revision-feed.ts";
import type { Database } from "../db/client-types.ts";
import { setCatalogueRevisionFeed } from "../app/catalogue/revision-cache.server.ts";
import { warmAssistant } from "../app/assistant/warm-up.server.ts";
import { getMatchCatalogue } from "../app/matching/catalogue-cache.server.ts";
import type { PublicRenderCache } from "./public-render-cache.ts";
import { createExpressHandler } from "./react-router-adapter.ts";
import * as serverBuild from "virtual:react-router/server-build";

export interface AppDependencies {
  db: Database;
  config: AppConfig;
  /** The catalogue revision as announced by NOTIFY (null: read it per request). */
  catalogueRevision?: Pick<CatalogueRevisionFeed, "current"> | null;
  /** Anonymous renders kept for the next visitor; none in development. */
  publicRenders?: PublicRenderCache | null;
  /** Answer A.L.I.'s main paths once after the catalogue loads (app/assistant/warm-up.server.ts): a production server. */
  warmAssistant?: boolean;
}

export function createReactRouterHandler({ db, config, catalogueRevision, publicRenders, warmAssistant: warm = false }: AppDependencies) {
  if (catalogueRevision) setCatalogueRevisionFeed(db, catalogueRevision);
  // Load the matching catalogue now rather than on the first suggestion request
  // (seconds at 50,000 communities); in this bundle, so the routes share the cache.
  getMatchCatalogue(db)
    .then(() => (warm ? warmAssistant(db) : undefined))
    .catch((error: unknown) => console.error("warming the matching catalogue or the assistant failed", error));
  return createExpressHandler({
    // The build itself, not a function returning it: given a function, React Router rebuilds its route
    // table (flatten and rank every route) on every request, about 5% of a busy server's time.
    build: serverBuild,
    mode: process.env.NODE_ENV,
    publicRenders,
    viewerReads: (context) => context.get(viewerReadsContext)?.() ?? null,
    getLoadContext(req: Request, res: Response) {
      const context = new RouterContextProvider();
      context.set(dbContext, db);
      context.set(appConfigContext, config);
      context.set(requestInfoContext, {
        cspNonce: String(res.locals.cspNonce ?? ""),
        requestId: String(req.id ?? ""),
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        sharedDocument: req.method === "GET" && !req.path.endsWith(".data"),
      });
      return context;
    },
  });
}
