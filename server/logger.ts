import pino from "pino";

export type Logger = pino.Logger;

/**
 * Structured JSON logs, to standard output (or to `destination`, which tests read). Secrets that could
 * appear in request logs are redacted at the source.
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
    },
    destination,
  );
}
