/**
 * A local SMTP server for tests that read what really went out (conventions: "tests read what a real SMTP server
 * received"): it accepts every message on 127.0.0.1 and keeps each one with its envelope, raw and parsed by
 * mailparser, so a test asserts recipients, headers, MIME parts and bodies without decoding MIME by hand.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer, { type Transporter } from "nodemailer";
import { SMTPServer } from "smtp-server";

export interface ReceivedMessage {
  /** The SMTP envelope: who the server was asked to deliver to (RCPT TO), and from (MAIL FROM). */
  envelope: { from: string | null; to: string[] };
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMessage[];
  /** A nodemailer transport to this server (plain SMTP, no TLS); close it after use. */
  transport(): Transporter;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        // Accepted only once parsed and kept: a test that drained the outbox finds every message in `received`.
        simpleParser(raw).then(
          (parsed) => {
            received.push({ envelope, raw: raw.toString("utf8"), parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    transport: () => nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
