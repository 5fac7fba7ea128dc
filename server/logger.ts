import pino from "pino";

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Secrets that could appear in request logs are redacted at the source.
 * Written asynchronously (decision 020): under load, the lines that pile up while one write is
 * under way go out together in the next instead of one blocking write per request; when idle each
 * line goes out at once; pino flushes what is left when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password", "*.password"],
        censor: "[redacted]",
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
