import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, smtpSettingsOf } from "./env.ts";

describe("parseEnv", () => {
  it("has working defaults for a fresh clone", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", ADMIN_USERNAME: "admin", NODE_ENV: "production" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("names every bad variable in its message", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://localhost/db", ADMIN_PASSWORD: "short" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("ADMIN_PASSWORD");
  });

  it("accepts a PostgreSQL URL and boolean flags", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://u@localhost:5432/db", TRUST_PROXY: "true" });
    expect(env.DATABASE_URL).toBe("postgres://u@localhost:5432/db");
    expect(env.TRUST_PROXY).toBe(true);
  });

  it("reduces PUBLIC_ORIGIN to an origin and refuses anything but http(s)", () => {
    expect(parseEnv({ PUBLIC_ORIGIN: "https://www.example.com/some/path/" }).PUBLIC_ORIGIN).toBe("https://www.example.com");
    expect(parseEnv({}).PUBLIC_ORIGIN).toBeUndefined();
    expect(() => parseEnv({ PUBLIC_ORIGIN: "ftp://example.com" })).toThrow(/PUBLIC_ORIGIN/);
  });

  it("RATE_LIMIT_MULTIPLIER: a whole number from 1, 1 by default", () => {
    expect(parseEnv({}).RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(parseEnv({ RATE_LIMIT_MULTIPLIER: "1000" }).RATE_LIMIT_MULTIPLIER).toBe(1000);
    for (const bad of ["0", "-2", "1.5", "lots"]) expect(() => parseEnv({ RATE_LIMIT_MULTIPLIER: bad })).toThrow(/RATE_LIMIT_MULTIPLIER/);
  });

  it("WEB_CONCURRENCY: a whole number of processes from 1 to 64, 1 by default", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    for (const bad of ["0", "65", "2.5", "many"]) expect(() => parseEnv({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY/);
  });

  it("reads the Texas broker's details and notice URLs, all optional", () => {
    const none = parseEnv({});
    expect([none.BROKER_NAME, none.BROKER_LICENSE_NUMBER, none.TREC_IABS_URL, none.TREC_CONSUMER_PROTECTION_URL]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const broker = {
      BROKER_NAME: "Bayou Realty LLC",
      BROKER_LICENSE_NUMBER: "9000001",
      BROKER_EMAIL: "broker@example.com",
      BROKER_PHONE: "(713) 555-0100",
      BROKER_ADDRESS: "100 Main St, Houston, TX 77002",
      TREC_IABS_URL: "https://example.com/docs/iabs.pdf",
      TREC_CONSUMER_PROTECTION_URL: "https://example.com/docs/cpn.pdf",
    };
    // Surrounding spaces are trimmed.
    expect(parseEnv({ ...broker, BROKER_NAME: ` ${broker.BROKER_NAME} ` })).toMatchObject(broker);
  });

  it("refuses a notice URL that is not https, naming the variable and what it must be", () => {
    for (const bad of ["http://example.com/iabs.pdf", "example.com/iabs.pdf", "not a url"]) {
      expect(() => parseEnv({ TREC_IABS_URL: bad })).toThrow(/TREC_IABS_URL: must be an https:\/\/ URL/);
      expect(() => parseEnv({ TREC_CONSUMER_PROTECTION_URL: bad })).toThrow(/TREC_CONSUMER_PROTECTION_URL: must be an https:\/\/ URL/);
    }
  });

  it("alert e-mail: off without SMTP settings; with them, needs a sender and the public origin", () => {
    expect(smtpSettingsOf(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ SMTP_HOST: "mail.example.test" })).toThrow(/SMTP_FROM: is needed[\s\S]*PUBLIC_ORIGIN: is needed/);
    const withHost = parseEnv({ SMTP_HOST: "mail.example.test", SMTP_PORT: "465", SMTP_USER: "u", SMTP_PASSWORD: "p", SMTP_FROM: "Alerts <a@example.test>", PUBLIC_ORIGIN: "https://site.test" });
    expect(smtpSettingsOf(withHost)).toEqual({ transport: { host: "mail.example.test", port: 465, secure: true, auth: { user: "u", pass: "p" } }, from: "Alerts <a@example.test>" });
    const withUrl = parseEnv({ SMTP_URL: "smtp://u:p@mail.example.test:2525", SMTP_FROM: "a@example.test", PUBLIC_ORIGIN: "https://site.test" });
    expect(smtpSettingsOf(withUrl)?.transport).toBe("smtp://u:p@mail.example.test:2525");
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.test" })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => parseEnv({ ALERTS_SECRET: "short" })).toThrow(/ALERTS_SECRET: must be at least 32/);
  });
});
