import { describe, expect, it } from "vitest";
import { carriesForm, readForm } from "./form.server.ts";

async function refusal(init: RequestInit) {
  try {
    await readForm(new Request("http://localhost/auth", { method: "POST", ...init }));
  } catch (error) {
    // What react-router's data() throws: the route answers with this status and message.
    const thrown = error as { data?: unknown; init?: { status?: number } };
    return { status: thrown.init?.status, message: String(thrown.data) };
  }
  return null;
}

describe("readForm", () => {
  it("reads urlencoded and multipart forms", async () => {
    const urlencoded = await readForm(
      new Request("http://localhost/auth", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=signin&username=ana" }),
    );
    expect(urlencoded.get("username")).toBe("ana");
    const body = new FormData();
    body.set("intent", "signin");
    expect((await readForm(new Request("http://localhost/auth", { method: "POST", body }))).get("intent")).toBe("signin");
  });

  it("refuses JSON, text and a body without a Content-Type with 415", async () => {
    for (const init of [
      { headers: { "Content-Type": "application/json" }, body: '{"intent":"signin"}' },
      { headers: { "Content-Type": "text/plain" }, body: "intent=signin" },
      { body: new Uint8Array([105, 61, 49]) },
      {},
    ]) {
      expect(await refusal(init)).toMatchObject({ status: 415, message: expect.stringMatching(/forms take form data/) });
    }
  });

  it("refuses a broken multipart body with 400", async () => {
    expect(await refusal({ headers: { "Content-Type": "multipart/form-data; boundary=xyz" }, body: "--xyz\r\nnot a part" })).toEqual({
      status: 400,
      message: "The form data could not be read: the body does not match its Content-Type.",
    });
    expect(await refusal({ headers: { "Content-Type": "multipart/form-data" }, body: "a=b" })).toMatchObject({ status: 400 });
  });
});

describe("carriesForm", () => {
  const post = (headers: Record<string, string>) => new Request("http://localhost/api/logout", { method: "POST", headers });
  it("is true for what an HTML form sends, with or without fields", () => {
    expect(carriesForm(post({ "Content-Type": "application/x-www-form-urlencoded" }))).toBe(true);
    expect(carriesForm(post({ "Content-Type": "multipart/form-data; boundary=x" }))).toBe(true);
  });
  it("is false for JSON and for a body without a Content-Type (the scripts' calls)", () => {
    expect(carriesForm(post({ "Content-Type": "application/json" }))).toBe(false);
    expect(carriesForm(post({}))).toBe(false);
  });
});
