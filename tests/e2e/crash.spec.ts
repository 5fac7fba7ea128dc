/**
 * The crash test (issue 12, "Keep it closed"): a signed-in renter writes in a
 * loop while the server is killed with kill -9 at random moments and restarted
 * at once, on every database the suite runs on. Two writers run side by side:
 * - preferences: each PUT carries its own counter (budget and commute text), so
 *   the stored value tells exactly which write it is;
 * - favorites: each PUT adds another apartment and nothing removes one, so
 *   every acknowledged favorite must be there, not just the last.
 * After each restart (writers paused) and at the end, every acknowledged write
 * must be stored; the only other value allowed is a write that was in flight
 * when the process died (it may or may not have committed).
 */
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { createApi, signUp, whoIs, type Api, type ApiResponse } from "./api-helpers.ts";
import { serverDatabases, startOwnServer } from "./own-server.ts";

const KILLS = 5;
/** How long the writers run before each kill: random within this range. */
const WRITE_PHASE_MS = [300, 2_500] as const;
/** The own server seeds the default demo data into a fresh database: apartments 1..320. */
const SEEDED_APARTMENTS = 320;

test.skip(({ isMobile }) => isMobile, "A server-side property: one run is enough.");

/** Holds the writers back while the server is down and being checked. */
class Gate {
  private opened: Promise<void> = Promise.resolve();
  private openIt: () => void = () => {};
  close() {
    this.opened = new Promise((resolve) => (this.openIt = resolve));
  }
  open() {
    this.openIt();
  }
  wait() {
    return this.opened;
  }
}

const budgetOf = (n: number) => 1_000 + n;
const commuteOf = (n: number) => `crash test write ${n}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomBetween = ([low, high]: readonly [number, number]) => Math.round(low + Math.random() * (high - low));

for (const database of serverDatabases) {
  test(`every acknowledged write survives ${KILLS} kill -9 at random moments (${database})`, async () => {
    test.setTimeout(240_000);
    const server = await startOwnServer({ database });
    const context = await playwrightRequest.newContext({ baseURL: server.baseURL });
    try {
      const api: Api = createApi(context, server.baseURL);
      const account = await signUp(api, "crash");
      const cookie = account.cookie;

      const gate = new Gate();
      let stopped = false;
      let killing = false;
      /** HTTP answers other than 2xx, and connection errors while no kill was under way: all bugs. */
      const failures: string[] = [];

      /** acknowledged: a 2xx arrived; lost: the connection died with the process (the write may or may not be in). */
      async function attempt(label: string, send: () => Promise<ApiResponse>): Promise<"acknowledged" | "lost" | "refused"> {
        try {
          const response = await send();
          if (response.status >= 200 && response.status < 300) return "acknowledged";
          failures.push(`${label}: ${response.status} ${response.text.slice(0, 200)}`);
          return "refused";
        } catch (error) {
          if (!killing) failures.push(`${label}: ${(error as Error).message.split("\n")[0]}`);
          return "lost";
        }
      }

      const preferences = {
        acknowledged: 0,
        /** The counter the store must hold: the last acknowledged write (or the value read back after a restart). */
        current: null as number | null,
        /** Writes sent since `current` that were not acknowledged: each may have committed. */
        unsure: [] as number[],
      };
      /** mustHave: acknowledged, or read back after a restart; attempted: every id sent. */
      const favorites = { acknowledged: 0, mustHave: new Set<number>(), attempted: new Set<number>() };
      const lostAtKill = { preferences: 0, favorites: 0 };
      /** Of those, the ones found stored after the restart (committed before the process died). */
      const committedUnacknowledged = { preferences: 0, favorites: 0 };

      async function writePreferences() {
        for (let n = 1; !stopped; n++) {
          await gate.wait();
          if (stopped) break;
          preferences.unsure.push(n);
          const outcome = await attempt(`PUT /api/user/preferences #${n}`, () =>
            api.call("PUT", "/api/user/preferences", { cookie, data: { maxBudget: budgetOf(n), commuteTo: commuteOf(n) } }),
          );
          if (outcome === "acknowledged") {
            preferences.acknowledged += 1;
            preferences.current = n;
            preferences.unsure = [];
          }
          if (outcome === "lost") lostAtKill.preferences += 1;
        }
      }

      async function writeFavorites() {
        for (let id = 1; id <= SEEDED_APARTMENTS && !stopped; id++) {
          await gate.wait();
          if (stopped) break;
          favorites.attempted.add(id);
          const outcome = await attempt(`PUT /api/users/me/favorites/${id}`, () => api.call("PUT", `/api/users/me/favorites/${id}`, { cookie }));
          if (outcome === "acknowledged") {
            favorites.acknowledged += 1;
            favorites.mustHave.add(id);
          }
          if (outcome === "lost") lostAtKill.favorites += 1;
        }
      }

      /** Reads back what the server stored and holds it against what it acknowledged. */
      async function verify(moment: string) {
        const viewer = await whoIs(api, cookie);
        expect(viewer, `${moment}: the session must survive the restart`).toMatchObject({ id: account.id, isGuest: false });

        const stored = (await api.get("/api/user/preferences", cookie)).body.preferences as { maxBudget: number | null; commuteTo: string | null };
        const allowed = [preferences.current, ...preferences.unsure];
        const n = stored.maxBudget === null ? null : stored.maxBudget - budgetOf(0);
        expect(allowed, `${moment}: stored preferences are write #${n}; acknowledged up to #${preferences.current}`).toContain(n);
        expect(stored.commuteTo, `${moment}: both fields of one write are stored together`).toBe(n === null ? null : commuteOf(n));
        if (n !== preferences.current) committedUnacknowledged.preferences += 1;
        // What was read back is durable from now on, acknowledged or not.
        preferences.current = n;
        preferences.unsure = [];

        const list = (await api.get("/api/users/me/favorites", cookie)).body as number[];
        const missing = [...favorites.mustHave].filter((id) => !list.includes(id));
        expect(missing, `${moment}: acknowledged favorites missing`).toEqual([]);
        expect(
          list.filter((id) => !favorites.attempted.has(id)),
          `${moment}: favorites nobody added`,
        ).toEqual([]);
        for (const id of list) {
          if (!favorites.mustHave.has(id)) committedUnacknowledged.favorites += 1;
          favorites.mustHave.add(id);
        }
      }

      const writers = Promise.all([writePreferences(), writeFavorites()]);
      const restarts: number[] = [];
      for (let kill = 1; kill <= KILLS; kill++) {
        await sleep(randomBetween(WRITE_PHASE_MS));
        gate.close();
        killing = true;
        await server.kill();
        const started = performance.now();
        // At once: the first attempt, right after the process exited (start() throws if the process exits).
        await server.start();
        restarts.push((performance.now() - started) / 1000);
        expect(server.stderr(), `restart ${kill}`).not.toMatch(/in use by another process/);
        // Writes the kill interrupted settle (as errors) before the check.
        await sleep(50);
        killing = false;
        await verify(`after kill ${kill}`);
        gate.open();
      }
      await sleep(randomBetween(WRITE_PHASE_MS));
      stopped = true;
      gate.open();
      await writers;
      await verify("at the end");

      console.log(
        `[crash ${database}] ${preferences.acknowledged} preference writes and ${favorites.acknowledged} favorites acknowledged; ` +
          `in flight at a kill: ${lostAtKill.preferences} preference and ${lostAtKill.favorites} favorite writes ` +
          `(found committed: ${committedUnacknowledged.preferences} and ${committedUnacknowledged.favorites}); ` +
          `restarts after kill -9: ${restarts.map((s) => `${s.toFixed(2)} s`).join(", ")}`,
      );
      expect(failures).toEqual([]);
      expect(preferences.acknowledged, "the writers got through between the kills").toBeGreaterThan(KILLS);
    } finally {
      await context.dispose();
      await server.dispose();
    }
  });
}
