/**
 * The HTTP edge: request ids and logs, security headers, the methods served
 * (OPTIONS and unknown ones answered here), compression, static files, the
 * health check, the same-origin check and the input layer (body limits,
 * content types, NUL), then React Router for every page and API route.
 */
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "./logger.ts";
import { cspNonce, securityHeaders } from "./security/headers.ts";
import { inputLayer } from "./security/input-layer.ts";
import { answerMethods } from "./security/methods.ts";
import { requireSameOrigin } from "./security/same-origin.ts";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface HttpAppOptions {
  logger: Logger;
  development: boolean;
  trustProxy: boolean;
  /** Directory of the client build (hashed assets under assets/); absent in development. */
  clientDir?: string;
  /** Vite's dev middleware, in development. */
  devMiddleware?: RequestHandler;
  ping: () => Promise<boolean>;
  /** React Router's request handler. */
  handler: RequestHandler;
  /** Answers anonymous requests from kept public renders (server/public-render-cache.ts). */
  publicRenders?: RequestHandler;
}

export function createHttpApp(options: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId(req, res) {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel(req, res, error) {
        if (error || res.statusCode >= 500) return "error";
        // A client error is the client's business; it is logged, but not as a warning.
        if (res.statusCode >= 400) return "info";
        return req.url?.startsWith("/assets/") ? "debug" : "info";
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(cspNonce);
  app.use(securityHeaders({ development: options.development }));
  // OPTIONS (204) and methods the site does not serve (405) are answered here: no route, loader or stack trace.
  app.use(answerMethods);
  // Before compression: a kept render carries its own compressed forms.
  if (options.publicRenders) app.use(options.publicRenders);
  // The defaults (brotli 4, gzip 6): brotli 3 looked cheaper alone but cost three times the CPU per response
  // in this middleware (decision 020).
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const up = await options.ping();
    res.status(up ? 200 : 503).set("Cache-Control", "no-store").json({ status: up ? "ok" : "unavailable", database: up });
  });

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    // Fingerprinted file names: safe to cache for a year.
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // The few other files (favicon): served by name, so that a page request costs no file-system lookup.
    const serveRootFile = express.static(options.clientDir, { maxAge: "1h", index: false });
    const rootFiles = new Set(
      readdirSync(options.clientDir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`),
    );
    app.use((req, res, next) => (rootFiles.has(req.path) ? serveRootFile(req, res, next) : next()));
  }

  app.use(requireSameOrigin);
  // Limits, content types and NUL for every path, query and body; the handler then reads the checked buffer.
  app.use(inputLayer);
  app.use(options.handler);

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return next(error);
    res.status(500).type("text/plain").send(`Something went wrong. Reference: ${String(req.id)}`);
  });
  return app;
}
