/**
 * The HTTP edge (server/http-app.ts) with the real routes, in this process: Vite loads the server bundle's
 * entry (server/app.ts) as `--dev` does, on a test database, and the log goes to a buffer the test reads.
 * For tests that must see what a request does end to end (status, headers, log lines) without a build.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type * as ServerBundle from "../server/app.ts";
import { UNCONFIGURED_TEXAS_BROKER, type AppConfig } from "../app/request-context.ts";
import { createHttpApp } from "../server/http-app.ts";
import { createLogger } from "../server/logger.ts";
import type { Database } from "../db/client-types.ts";

export interface RealHttpApp {
  baseURL: string;
  /** Every log line written so far, as written. */
  log(): string;
  close(): Promise<void>;
}

export const TEST_APP_CONFIG: AppConfig = {
  guestMessageLimit: 10,
  guestDailyAddressLimit: 100,
  rateLimitMultiplier: 100,
  publicOrigin: null,
  languageModel: null,
  texasBroker: UNCONFIGURED_TEXAS_BROKER,
  alerts: { emailEnabled: false, secret: "test-alerts-secret" },
};

export async function startRealHttpApp(db: Database, config: AppConfig = TEST_APP_CONFIG): Promise<RealHttpApp> {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  const bundle = (await devServer.ssrLoadModule("./server/app.ts")) as typeof ServerBundle;
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const app = createHttpApp({
    logger: createLogger("info", destination),
    development: false,
    trustProxy: false,
    ping: async () => true,
    handler: bundle.createReactRouterHandler({ db, config }),
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log: () => chunks.join(""),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await devServer.close();
    },
  };
}
