/**
 * Does the server stay responsive when the chat is saturated (issue 12, item 4)?
 * Starts the built server (its own port and data; PostgreSQL when DATABASE_URL
 * or TEST_DATABASE_URL is given), signs up one renter per connection, puts
 * 100 connections on POST /api/sidebar-chat/webhook for 20 s (each renter
 * cycling through a mix of searches, questions and profile answers) while a
 * separate thread polls /healthz every 100 ms on its own connection. Prints
 * chat throughput and latency, the status counts (200, 429 from the per-user
 * limit, 503 from the in-flight limit), the slowest request and the /healthz
 * timings. Goal: /healthz p99 under 100 ms, no chat request over 10 s.
 *
 *   npx tsx bench/overload.ts                  (`npm run build` first, or the server builds at start)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/overload.ts
 *   CONNECTIONS=50 DURATION=10 npx tsx bench/overload.ts
 *   BASE_URL=http://127.0.0.1:3000 npx tsx bench/overload.ts   (a server started by hand, e.g. with --cpu-prof;
 *                                                              give it RATE_LIMIT_MULTIPLIER yourself)
 */
import os from "node:os";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { startOwnServer } from "../tests/e2e/own-server.ts";
import { percentile } from "./stats.ts";
import { RENTER_MESSAGES as MESSAGES } from "./renter-messages.ts";

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.DURATION ?? 20);
const HEALTH_INTERVAL_MS = 100;
const PATH = "/api/sidebar-chat/webhook";
// The per-user and per-address limits are for people, not for this bench: raised so that it measures the
// server under saturation rather than how quickly the limits answer 429.
const RATE_LIMIT_MULTIPLIER = process.env.RATE_LIMIT_MULTIPLIER ?? "1000";
const PASSWORD = "Bayou-Lease-Walk-2026";


const postgresUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;

async function signUp(baseURL: string, index: number): Promise<string> {
  const username = `load-${Date.now().toString(36)}-${index}`;
  const response = await fetch(`${baseURL}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("has_session="));
  if (response.status !== 201 || !cookie) throw new Error(`sign-up ${index} answered ${response.status}: ${await response.text()}`);
  return cookie.split(";")[0]!;
}

/** Polls /healthz on one keep-alive connection from a thread of its own, so that autocannon's work does not delay the clock. */
function pollHealth(baseURL: string) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const http = require("node:http");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const timings = [];
    let failures = 0;
    let stopped = false;
    parentPort.on("message", () => { stopped = true; });
    function poll() {
      if (stopped) return parentPort.postMessage({ timings, failures });
      const started = performance.now();
      const next = () => setTimeout(poll, Math.max(0, ${HEALTH_INTERVAL_MS} - (performance.now() - started)));
      http.get(workerData.url, { agent }, (response) => {
        response.resume();
        response.on("end", () => {
          timings.push(performance.now() - started);
          if (response.statusCode !== 200) failures += 1;
          next();
        });
      }).on("error", () => { failures += 1; timings.push(performance.now() - started); next(); });
    }
    poll();
    `,
    { eval: true, workerData: { url: `${baseURL}/healthz` } },
  );
  return {
    stop: () =>
      new Promise<{ timings: number[]; failures: number }>((resolve) => {
        worker.once("message", (result: { timings: number[]; failures: number }) => {
          void worker.terminate();
          resolve(result);
        });
        worker.postMessage("stop");
      }),
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

const server = process.env.BASE_URL
  ? {
      baseURL: process.env.BASE_URL,
      database: "the server at BASE_URL",
      dispose: async () => {},
    }
  : await startOwnServer({
      database: postgresUrl ? "postgres" : "pglite",
      env: { RATE_LIMIT_MULTIPLIER },
    });
try {
  const cookies: string[] = [];
  for (let i = 0; i < CONNECTIONS; i += 4) {
    cookies.push(...(await Promise.all(Array.from({ length: Math.min(4, CONNECTIONS - i) }, (_, j) => signUp(server.baseURL, i + j)))));
  }
  console.log(
    `${CONNECTIONS} connections, one signed-in renter each, on POST ${PATH} for ${DURATION_S} s (${MESSAGES.length} messages in turn),` +
      ` /healthz polled every ${HEALTH_INTERVAL_MS} ms on its own connection; ${server.database}, RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER}`,
  );

  // The machine is shared: the figures mean little without how busy it was.
  const loadAtStart = os.loadavg()[0]!;
  const health = pollHealth(server.baseURL);
  let nextClient = 0;
  let slowest = { ms: 0, status: 0 };
  const statuses = new Map<number, number>();
  const chatTimings: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${server.baseURL}${PATH}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        // Long enough to see how slow the slowest request really is (autocannon's default gives up at 10 s).
        timeout: 60,
        setupClient(client) {
          const cookie = cookies[nextClient % cookies.length]!;
          const offset = nextClient;
          nextClient += 1;
          const headers = {
            "Content-Type": "application/json",
            Origin: server.baseURL,
            Cookie: cookie,
          };
          client.setRequests(
            MESSAGES.map((_, i) => ({
              method: "POST",
              path: PATH,
              headers,
              body: JSON.stringify({
                chatInput: MESSAGES[(i + offset) % MESSAGES.length],
              }),
            })),
          );
        },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      chatTimings.push(responseTime);
      if (responseTime > slowest.ms) slowest = { ms: responseTime, status: statusCode };
    });
  });
  const { timings: healthTimings, failures: healthFailures } = await health.stop();

  const sortedChat = chatTimings.sort((a, b) => a - b);
  const sortedHealth = [...healthTimings].sort((a, b) => a - b);
  const count = (status: number) => statuses.get(status) ?? 0;
  const other = [...statuses].filter(([status]) => ![200, 429, 503].includes(status)).reduce((sum, [, n]) => sum + n, 0);
  const overTenSeconds = sortedChat.filter((t) => t > 10_000).length;
  console.log(
    [
      `chat      ${(sortedChat.length / DURATION_S).toFixed(1)} req/s   p50 ${ms(percentile(sortedChat, 50))}   p99 ${ms(percentile(sortedChat, 99))}` +
        `   slowest ${ms(slowest.ms)} (${slowest.status})   over 10 s: ${overTenSeconds}`,
      `          ${sortedChat.length} answered: 200 ${count(200)}   429 ${count(429)}   503 ${count(503)}   other ${other}` +
        `   errors ${result.errors} (timeouts ${result.timeouts})`,
      `/healthz  ${sortedHealth.length} polls   p50 ${ms(percentile(sortedHealth, 50))}   p99 ${ms(percentile(sortedHealth, 99))}` +
        `   max ${ms(sortedHealth.at(-1) ?? NaN)}   not 200: ${healthFailures}`,
      `machine   load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end (${os.cpus().length} cores)`,
      `goal      /healthz p99 < 100 ms: ${percentile(sortedHealth, 99) < 100 ? "met" : "NOT met"};` +
        ` no chat request over 10 s: ${overTenSeconds === 0 && result.timeouts === 0 ? "met" : "NOT met"}`,
    ].join("\n"),
  );
} finally {
  await server.dispose();
}
