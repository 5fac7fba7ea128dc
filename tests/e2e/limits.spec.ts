/**
 * The sign-in throttle and the rate limits through a real server with the
 * DEFAULT limits (RATE_LIMIT_MULTIPLIER=1), on each database of
 * serverDatabases. The server trusts X-Forwarded-For (TRUST_PROXY) so that
 * each test acts from a client address of its own and the per-address limits
 * of one test do not spill into another.
 */
import { expect, test } from "@playwright/test";
import { startOwnServer, serverDatabases, OWN_SERVER_ADMIN_PASSWORD, type OwnServer } from "./own-server.ts";

test.skip(({ isMobile }) => isMobile, "one run is enough");

const PASSWORD = "Bayou-Lease-Walk-2026";
const SIGN_IN_LIMIT = 10;

interface Answer {
  status: number;
  retryAfter: string | null;
  setCookies: string[];
  text: string;
}

let addressCounter = 0;
/** A client address no other test of this run uses. */
function newAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

for (const database of serverDatabases) {
  test.describe(`limits on ${database}`, () => {
    test.describe.configure({ mode: "serial", timeout: 120_000 });
    let server: OwnServer | undefined;

    test.beforeAll(async () => {
      if (test.info().project.use.isMobile) return;
      test.info().setTimeout(180_000);
      server = await startOwnServer({ database, env: { RATE_LIMIT_MULTIPLIER: "1", TRUST_PROXY: "true", SEED_APARTMENTS: "40" } });
    });
    test.afterAll(async () => {
      await server?.dispose();
    });

    async function send(path: string, options: { address: string; method?: string; json?: unknown; form?: Record<string, string>; cookie?: string }): Promise<Answer> {
      const headers: Record<string, string> = { Origin: server!.baseURL, "X-Forwarded-For": options.address };
      let body: string | undefined;
      if (options.json !== undefined) {
        headers["Content-Type"] = "application/json";
        body = JSON.stringify(options.json);
      } else if (options.form) {
        // A page form posted as a browser does without JavaScript (a React Router document POST).
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(options.form).toString();
      }
      if (options.cookie) headers.Cookie = options.cookie;
      const response = await fetch(`${server!.baseURL}${path}`, { method: options.method ?? "POST", headers, body, redirect: "manual" });
      return { status: response.status, retryAfter: response.headers.get("Retry-After"), setCookies: response.headers.getSetCookie(), text: await response.text() };
    }

    async function register(address: string): Promise<{ username: string; cookie: string }> {
      const username = `limits-${Date.now().toString(36)}-${addressCounter}`;
      const answer = await send("/api/register", { address, json: { username, email: `${username}@example.com`, password: PASSWORD, displayName: "Limit Tester" } });
      expect(answer.status, answer.text).toBe(201);
      const session = answer.setCookies.find((c) => c.startsWith("has_session="));
      expect(session).toBeDefined();
      return { username, cookie: session!.split(";")[0]! };
    }

    function tally(answers: Answer[]) {
      const counts = new Map<number, number>();
      for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
      return Object.fromEntries(counts);
    }

    /** 100 parallel wrong passwords: at most 10 are answered as a wrong password, the others 429 with Retry-After. */
    async function expectBurstThrottled(attempt: (i: number) => Promise<Answer>) {
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt(i)));
      const checked = answers.filter((a) => a.status !== 429);
      console.log(`${database}: 100 parallel wrong passwords answered ${JSON.stringify(tally(answers))}`);
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.length).toBeLessThanOrEqual(SIGN_IN_LIMIT);
      for (const a of checked) expect(a.status).toBe(401);
      for (const a of answers.filter((x) => x.status === 429)) expect(Number(a.retryAfter)).toBeGreaterThan(0);
      expect(answers.find((a) => a.status === 429)?.text).toContain("Too many failed sign-in attempts");
    }

    test("POST /api/login: 100 parallel wrong passwords get at most 10 password checks", async () => {
      const { username } = await register(newAddress());
      const address = newAddress();
      await expectBurstThrottled((i) => send("/api/login", { address, json: { username, password: `wrong-guess-${i}` } }));
    });

    test("POST /api/auth/admin/login: 100 parallel wrong passwords get at most 10 password checks", async () => {
      const address = newAddress();
      await expectBurstThrottled((i) => send("/api/auth/admin/login", { address, json: { username: "admin", password: `wrong-guess-${i}` } }));
      // The administrator's right password from that address is refused too, until the window ends.
      expect((await send("/api/auth/admin/login", { address, json: { username: "admin", password: OWN_SERVER_ADMIN_PASSWORD } })).status).toBe(429);
    });

    test("the /auth sign-in form: 100 parallel wrong passwords get at most 10 password checks", async () => {
      const { username } = await register(newAddress());
      const address = newAddress();
      await expectBurstThrottled((i) => send("/auth", { address, form: { intent: "signin", username, password: `wrong-guess-${i}` } }));
    });

    test("the right password inside a burst of wrong ones is refused", async () => {
      const { username } = await register(newAddress());
      const address = newAddress();
      // 40 attempts sent at once, the right password 35th: the first ten reserve the window before any is checked.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => send("/api/login", { address, json: { username, password: i === 34 ? PASSWORD : `wrong-guess-${i}` } })),
      );
      const right = answers[34];
      console.log(`${database}: 40 parallel attempts, the right one 35th, answered ${JSON.stringify(tally(answers))}`);
      expect(answers.filter((a) => a.status === 200)).toEqual([]);
      expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMIT);
      expect(right!.status).toBe(429);
      expect(right!.setCookies.some((c) => c.startsWith("has_session="))).toBe(false);
      // From another address the account's owner still signs in.
      expect((await send("/api/login", { address: newAddress(), json: { username, password: PASSWORD } })).status).toBe(200);
    });

    test("registration: 5 per hour from one address, then 429 with Retry-After (API and the /auth form)", async () => {
      const address = newAddress();
      for (let i = 0; i < 5; i++) await register(address);
      const refused = await send("/api/register", { address, json: { username: `limits-over-${Date.now().toString(36)}`, email: `over-${Date.now()}@example.com`, password: PASSWORD, displayName: "Over" } });
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(3000);
      expect(JSON.parse(refused.text)).toEqual({ message: "Too many accounts were created from your network. Please try again later." });

      const formAddress = newAddress();
      const signUp = (i: number) =>
        send("/auth", { address: formAddress, form: { intent: "signup", username: `limits-form-${Date.now().toString(36)}-${i}`, email: `form-${Date.now()}-${i}@example.com`, password: PASSWORD, displayName: "Form" } });
      for (let i = 0; i < 5; i++) expect((await signUp(i)).status).toBe(302);
      const formRefused = await signUp(5);
      expect(formRefused.status).toBe(429);
      expect(formRefused.retryAfter).toMatch(/^\d+$/);
      expect(formRefused.text).toContain("Too many accounts were created from your network.");
    });

    test("cookieless PUT /api/user/preferences: 30 new guests per hour from one address, then 429 and no new guest", async () => {
      const address = newAddress();
      const save = () => send("/api/user/preferences", { address, method: "PUT", json: { maxBudget: 1500 } });
      for (let i = 0; i < 30; i++) {
        const answer = await save();
        expect(answer.status, answer.text).toBe(200);
        expect(answer.setCookies.some((c) => c.startsWith("has_guest="))).toBe(true);
      }
      const refused = await save();
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      // No identity was handed out, so no guest row can be made for it.
      expect(refused.setCookies).toEqual([]);
      expect(JSON.parse(refused.text).message).toContain("Too many new visitors");
    });

    test("the contact form: 20 inquiries per hour from one address, then 429 with the message on the page", async () => {
      const address = newAddress();
      const contact = (i: number) => send("/contact", { address, form: { name: "Limit Tester", email: `contact-${i}@example.com`, message: `Question number ${i}` } });
      for (let i = 0; i < 20; i++) {
        const answer = await contact(i);
        expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      }
      const refused = await contact(20);
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toMatch(/^\d+$/);
      expect(refused.text).toContain("Too many requests were sent from your network.");
    });

    test("apartment feedback: 60 per hour from one address, then 429", async () => {
      const address = newAddress();
      const feedback = () => send("/api/apartment-feedback", { address, json: { apartmentId: 1, feedback: "Too far from the rail line." } });
      for (let i = 0; i < 60; i++) expect((await feedback()).status).toBe(201);
      const refused = await feedback();
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(refused.text)).toEqual({ message: "Too much feedback was sent from your network. Please try again later." });
    });

    test("the pages' forms say when to retry: the suggestion page's feedback form and a new guest's /get-matched step", async () => {
      const address = newAddress();
      for (let i = 0; i < 60; i++) await send("/api/apartment-feedback", { address, json: { apartmentId: 1, feedback: "Too far." } });
      const feedback = await send("/preference-suggestion", { address, form: { intent: "feedback", apartmentId: "1", feedback: "Too far." } });
      expect(feedback.status).toBe(429);
      expect(Number(feedback.retryAfter)).toBeGreaterThan(0);
      expect(feedback.text).toContain("Too much feedback was sent from your network.");

      for (let i = 0; i < 30; i++) await send("/api/user/preferences", { address, method: "PUT", json: { maxBudget: 1500 } });
      const step = await send("/get-matched", { address, form: { step: "1" } });
      expect(step.status).toBe(429);
      expect(Number(step.retryAfter)).toBeGreaterThan(0);
      expect(step.setCookies).toEqual([]);
      // Said on the step itself, not on an error page.
      expect(step.text).toContain("Too many new visitors saved something from your network.");
      expect(step.text).toContain("stage-heading");
    });

    test("signed-in chat: 30 messages a minute per user, then 429 with Retry-After and words for the chat", async () => {
      const { cookie } = await register(newAddress());
      // From changing addresses: the limit follows the user.
      const chat = () => send("/api/chat/webhook", { address: newAddress(), cookie, json: { chatInput: "hello", sessionId: null } });
      for (let i = 0; i < 30; i++) {
        const answer = await chat();
        expect(answer.status, answer.text).toBe(200);
      }
      const refused = await chat();
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      const body = JSON.parse(refused.text);
      expect(body.message).toContain("faster than I can answer");
      // Not the guest allowance: the chat shows the message as A.L.I.'s reply and stays usable.
      expect(body.limitReached).toBeUndefined();
    });
  });
}
