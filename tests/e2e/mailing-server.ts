/**
 * A server of its own that really sends e-mail (decision 028): a test SMTP server, and the app started with it, its
 * public origin and a one-second mail tick, with the administrator signed in in a fresh browser context. For the
 * journeys that read what arrived (the money loop, a shared list's link).
 */
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { startTestSmtpServer, type ReceivedMessage, type TestSmtpServer } from "../smtp-server.ts";
import { expectNoAxeViolations, expectNoHorizontalOverflow } from "./helpers.ts";
import { freePort, OWN_SERVER_ADMIN_PASSWORD, startOwnServer, type OwnServer } from "./own-server.ts";

export interface MailingServer {
  origin: string;
  server: OwnServer;
  smtp: TestSmtpServer;
  /** The administrator's browser context and page, signed in. */
  admin: { context: BrowserContext; page: Page };
  /** The first message to `to` (any letter case) whose subject matches, once the mail worker has sent it. */
  mailTo(to: string, subject: RegExp): Promise<ReceivedMessage>;
  dispose(): Promise<void>;
}

export async function startMailingServer(browser: Browser, env: Record<string, string> = {}): Promise<MailingServer> {
  const smtp = await startTestSmtpServer();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startOwnServer({
    port,
    env: {
      PUBLIC_ORIGIN: origin,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: "Houston Apartment Specialist <hello@locator.example>",
      MAIL_TICK_SECONDS: "1",
      ...env,
    },
  }).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const signedIn = await page.request.post("/api/auth/admin/login", { data: { username: "admin", password: OWN_SERVER_ADMIN_PASSWORD }, headers: { Origin: origin } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return {
    origin,
    server,
    smtp,
    admin: { context, page },
    async mailTo(to, subject) {
      let found: ReceivedMessage | undefined;
      const wanted = to.toLowerCase();
      await expect
        .poll(() => (found = smtp.received.find((m) => m.envelope.to.some((address) => address.toLowerCase() === wanted) && subject.test(m.parsed.subject ?? ""))), {
          timeout: 20_000,
        })
        .toBeTruthy();
      return found!;
    },
    async dispose() {
      await context.close().catch(() => {});
      await server.dispose();
      await smtp.close();
    },
  };
}

/** Axe and no sideways scrolling, the two checks every page of these journeys gets. */
export async function checkPage(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
}
