import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// A fresh data directory per run: the server migrates and seeds it on start.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `has-e2e-${process.pid}-${Date.now()}`);

/** The broker settings the e2e server runs with. */
export const TEXAS_BROKER = {
  name: "E2E Bayou Brokerage LLC",
  licenseNumber: "E2E-0000000",
  email: "broker@e2e.example",
  phone: "(713) 555-0199",
  address: "1 Test Plaza, Houston, TX 77002",
  iabsUrl: "https://docs.e2e.example/iabs.pdf",
  consumerProtectionUrl: "https://docs.e2e.example/consumer-protection-notice.pdf",
} as const;

/** The key of the alert e-mails' unsubscribe links on the e2e server, so tests/e2e/saved-searches.spec.ts can sign one. */
export const E2E_ALERTS_SECRET = "e2e-alerts-secret-not-secret-0123456789";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // A focused test (test.only) would silently skip the rest of the suite: refused outright.
  forbidOnly: true,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    { name: "mobile", use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: "npm start",
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: "e2e-admin-password-not-secret",
      LOG_LEVEL: "warn",
      // Dozens of specs register accounts and save as guests from 127.0.0.1; tests/e2e/limits.spec.ts checks the real limits on a server of its own.
      RATE_LIMIT_MULTIPLIER: "1000",
      // Guests' messages from 127.0.0.1 are counted for the whole run (each guest test says how many it spends); the
      // per-visitor allowance (5) is what the guest tests check.
      GUEST_DAILY_ADDRESS_LIMIT: "400",
      // The Texas notice pages show these (tests/e2e/texas-notices.spec.ts); invented values, no real broker.
      BROKER_NAME: TEXAS_BROKER.name,
      BROKER_LICENSE_NUMBER: TEXAS_BROKER.licenseNumber,
      BROKER_EMAIL: TEXAS_BROKER.email,
      BROKER_PHONE: TEXAS_BROKER.phone,
      BROKER_ADDRESS: TEXAS_BROKER.address,
      TREC_IABS_URL: TEXAS_BROKER.iabsUrl,
      TREC_CONSUMER_PROTECTION_URL: TEXAS_BROKER.consumerProtectionUrl,
      ALERTS_SECRET: E2E_ALERTS_SECRET,
    },
  },
});
