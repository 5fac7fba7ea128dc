import pino from "pino";
import { redactSecrets } from "./log-redaction.ts";

export type Logger = pino.Logger;

/**
 * Structured JSON logs, to standard output (or to `destination`, which tests read). Secrets are redacted
 * at the source: cookies, authorization headers and passwords in logged objects by path, and the value of
 * every secret query parameter (a link's token) wherever it appears in a line, by one rule applied to the
 * whole line just before it is written (server/log-redaction.ts).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password", "*.password"],
        censor: "[redacted]",
      },
      hooks: { streamWrite: redactSecrets },
    },
    destination,
  );
}
