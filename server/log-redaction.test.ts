import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSecretParameterName, REDACTED, redactSecrets } from "./log-redaction.ts";

const TOKEN = "q8Xv3JmN0pLr7sTu9wYz1AbCdEfGhIjKlMnOpQrStUv";
const nest = (url: string) => `/auth?redirect=${encodeURIComponent(url)}`;

describe("redactSecrets", () => {
  it("replaces a secret query parameter's value and keeps its name, the path and the other parameters", () => {
    expect(redactSecrets(`/tours/12?token=${TOKEN}`)).toBe(`/tours/12?token=${REDACTED}`);
    expect(redactSecrets(`/tours/12/calendar.ics?token=${TOKEN}&from=account`)).toBe(`/tours/12/calendar.ics?token=${REDACTED}&from=account`);
    expect(redactSecrets(`/alerts/unsubscribe?token=42.${TOKEN}`)).toBe(`/alerts/unsubscribe?token=${REDACTED}`);
    expect(redactSecrets("/x?a=1&sig=abc&code=xyz&b=2")).toBe(`/x?a=1&sig=${REDACTED}&code=${REDACTED}&b=2`);
    expect(redactSecrets(`https://example.test/verify-email?token=${TOKEN}#top`)).toBe(`https://example.test/verify-email?token=${REDACTED}#top`);
  });

  it("hides the key of a shared options list's private link (decision 038), also in its page's data request and nested in a redirect", () => {
    const link = `/shared-list?key=${TOKEN}`;
    expect(redactSecrets(`GET ${link} 200`)).toBe(`GET /shared-list?key=${REDACTED} 200`);
    expect(redactSecrets(`https://locator.example${link}`)).toBe(`https://locator.example/shared-list?key=${REDACTED}`);
    expect(redactSecrets(`/shared-list.data?key=${TOKEN}&_routes=routes%2Fshared-list`)).toBe(`/shared-list.data?key=${REDACTED}&_routes=routes%2Fshared-list`);
    expect(redactSecrets(nest(link))).not.toContain(TOKEN);
  });

  it("leaves text without secrets as it is", () => {
    for (const text of ["/listings?beds=2&maxRent=1800", "/auth?redirect=%2Ffavorites%3Fsort%3Dnew", "/tours/12", "tokens=3", "/x?mytoken", "/x?token="]) {
      expect(redactSecrets(text)).toBe(text);
    }
  });

  it("knows a secret parameter by its name in any case, percent-encoded, or as the end of a longer name", () => {
    expect(redactSecrets(`/x?TOKEN=${TOKEN}`)).toBe(`/x?TOKEN=${REDACTED}`);
    expect(redactSecrets(`/x?tok%65n=${TOKEN}`)).toBe(`/x?tok%65n=${REDACTED}`);
    expect(redactSecrets(`/x?manage_token=${TOKEN}&accessToken=${TOKEN}&X-Amz-Signature=${TOKEN}`)).not.toContain(TOKEN);
    expect(isSecretParameterName("password")).toBe(true);
    expect(isSecretParameterName("redirect")).toBe(false);
    // Short names count whole or after a separator only, so that the log keeps harmless values readable.
    expect(isSecretParameterName("x-api-key")).toBe(true);
    expect(isSecretParameterName("apiKey")).toBe(true);
    expect(isSecretParameterName("zipcode")).toBe(false);
    expect(isSecretParameterName("sortKey")).toBe(false);
  });

  it("finds a secret in a URL nested in another parameter, raw or percent-encoded once or twice", () => {
    const inner = `/tours/12?token=${TOKEN}&from=account`;
    expect(redactSecrets(`/auth?redirect=${inner}`)).not.toContain(TOKEN);
    expect(redactSecrets(nest(inner))).toBe(`/auth?redirect=%2Ftours%2F12%3Ftoken%3D${REDACTED}%26from%3Daccount`);
    expect(redactSecrets(nest(nest(inner)))).not.toContain(TOKEN);
    expect(redactSecrets(nest(nest(inner)))).toContain(`token%253D${REDACTED}%2526from`);
  });

  it("finds a secret anywhere in a log line: the request's URL, an error's message and stack, a Referer", () => {
    const line = JSON.stringify({
      req: { url: `/tours/12?token=${TOKEN}`, headers: { referer: `https://example.test/tours/12?token=${TOKEN}` } },
      err: { message: `Invalid URL: /alerts/unsubscribe?token=42.${TOKEN}`, stack: `Error: failed at /tours/12?token=${TOKEN}\n    at x` },
    });
    const redacted = redactSecrets(line);
    expect(redacted).not.toContain(TOKEN);
    expect(JSON.parse(redacted)).toMatchObject({ req: { url: `/tours/12?token=${REDACTED}` } });
  });

  it("does not let a value end early at an escaped quote of a JSON line", () => {
    const line = JSON.stringify({ url: `/x?token=ab"${TOKEN}` });
    expect(redactSecrets(line)).not.toContain(TOKEN);
  });

  it("never leaves a secret value in a URL, however deeply its link is nested (property)", () => {
    const secretChars = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~!*'()/?:@,;$+%&=# é漢");
    fc.assert(
      fc.property(
        fc.string({ unit: secretChars, minLength: 12, maxLength: 60 }),
        fc.constantFrom("token", "sig", "signature", "code", "key", "password", "Token", "manage_token"),
        fc.nat({ max: 3 }),
        fc.boolean(),
        (secret, name, depth, firstRaw) => {
          // The value as it stands in the URL, and in each link that carries that URL in its query.
          let value = new URLSearchParams([[name, secret]]).toString().slice(name.length + 1);
          let url = `/tours/7?beds=2&${name}=${value}&from=account`;
          for (let level = 0; level < depth; level += 1) {
            if (level === 0 && firstRaw) {
              url = `/auth?redirect=${url}`;
            } else {
              url = nest(url);
              value = encodeURIComponent(value);
            }
          }
          const redacted = redactSecrets(url);
          expect(redacted).not.toContain(value);
          expect(redacted).not.toContain(secret);
          expect(redacted).toContain(REDACTED);
        },
      ),
    );
  });
});
