import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readJson, wellFormed } from "./json.server.ts";

const post = (body: string) => new Request("http://localhost/api/x", { method: "POST", body, headers: { "Content-Type": "application/json" } });

describe("readJson", () => {
  it("turns every lone surrogate, in values and keys, into U+FFFD and keeps pairs", async () => {
    const lone = ["\\ud800", "\\udfff", "\\udc00\\ud800"];
    for (const escape of lone) {
      const body = await readJson(post(`{"text":"a${escape}b","list":["${escape}"],"k${escape}":1,"pair":"\\ud83c\\udfe0"}`), z.record(z.string(), z.unknown()));
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/\\ud[89a-f]/i);
      expect(body.text).toMatch(/^a\uFFFD+b$/);
      expect(body.list).toEqual([expect.stringMatching(/^\uFFFD+$/)]);
      expect(Object.keys(body)).toContain("k" + "\uFFFD".repeat(escape.length / 6));
      expect(body.pair).toBe("🏠");
    }
  });

  it("leaves numbers, booleans and null as they are, and answers 400 to a body that is not JSON", async () => {
    expect(wellFormed({ a: 1, b: [true, null, 2.5] })).toEqual({ a: 1, b: [true, null, 2.5] });
    const refused = await readJson(post("{not json"), z.object({})).catch((response: Response) => response);
    expect((refused as Response).status).toBe(400);
  });
});
