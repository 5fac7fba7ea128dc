import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";

const TOKEN = "q8Xv3JmN0pLr7sTu9wYz1AbCdEfGhIjKlMnOpQrStUv";

function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger("debug", destination), text: () => lines.join("") };
}

describe("createLogger", () => {
  it("writes no secret query parameter's value, whatever part of a line carries it", () => {
    const { logger, text } = capturingLogger();
    const request = logger.child({ req: { id: "r1", method: "GET", url: `/tours/9?token=${TOKEN}` } });
    request.info("request completed");
    request.error({ err: new Error(`could not load /tours/9/calendar.ics?token=${TOKEN}`) }, "unhandled error");
    logger.warn({ referer: `https://example.test/auth?redirect=${encodeURIComponent(`/tours/9?token=${TOKEN}`)}` }, "from a link");
    logger.info(`opened /alerts/unsubscribe?token=42.${TOKEN}`);
    const written = text();
    expect(written.split("\n").filter(Boolean)).toHaveLength(4);
    expect(written).not.toContain(TOKEN);
    expect(written).toContain("/tours/9?token=[redacted]");
    expect(written).toContain("token%3D[redacted]");
  });

  it("still redacts cookies and passwords in logged objects", () => {
    const { logger, text } = capturingLogger();
    logger.info({ req: { headers: { cookie: "has_session=abc" } }, password: "hunter2-hunter2" }, "x");
    expect(text()).not.toContain("has_session=abc");
    expect(text()).not.toContain("hunter2");
  });
});
