/**
 * The one rule that keeps links' secrets out of the log (issue 26). A guest's tour link, an alert e-mail's
 * unsubscribe link and an e-mail verification link carry their key in the query (`?token=...`): whoever
 * reads the log could use it. createLogger (server/logger.ts) passes every line through redactSecrets just
 * before writing it, so the rule holds for every field of every line: the request's URL, an error's
 * message and stack, a header, a message text.
 *
 * A secret parameter keeps its name and loses its value (`token=[redacted]`), so operators still see which
 * link was asked for. Its name is recognised in any case, percent-encoded, and where a link sits inside
 * another one's parameter (`/auth?redirect=%2Ftours%2F1%3Ftoken%3D...`, encoded once or more).
 */

/**
 * Query parameter names whose values are secrets. A name also counts when it ends with one of these after `_`, `-`
 * or `.` (`manage_token`, `x-api-key`, `X-Amz-Signature`), and, for the names of five letters or more, after
 * anything (`accessToken`, `clientSecret`); so `zipcode` or `sortKey` stay readable.
 */
export const SECRET_QUERY_PARAMETERS = ["token", "code", "key", "apikey", "secret", "password", "passwd", "pwd", "signature", "sig", "otp", "jwt", "auth"] as const;

export const REDACTED = "[redacted]";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A character as it can stand in a URL: itself, or percent-encoded with the `%` encoded again any number of times. */
function encodedChar(char: string): string {
  const hex = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `(?:${escapeRegExp(char)}|%(?:25)*${hex})`;
}

const encodedWord = (word: string) => [...word].map(encodedChar).join("");

/** `%`, possibly encoded again (`%25`, `%2525`): how deep a link is nested. */
const PERCENT = "%(?:25)*";
/** What may stand before a parameter: the query's start, another parameter, a fragment, or the start of a quoted or spaced word. */
const BEFORE_NAME = `(?:^|[?&;#"'\\s]|${PERCENT}(?:3f|26|3b|23))`;
const NAME_CHARS = `(?:[a-z0-9_.-]|${PERCENT}(?:2d|2e|5f))*`;
const WORD_SEPARATOR = `(?:[_.-]|${PERCENT}(?:2d|2e|5f))`;
const anyOf = (words: readonly string[]) => `(?:${words.map(encodedWord).join("|")})`;
const NAME = `(?:${NAME_CHARS}${anyOf(SECRET_QUERY_PARAMETERS.filter((name) => name.length >= 5))}|(?:${NAME_CHARS}${WORD_SEPARATOR})?${anyOf(SECRET_QUERY_PARAMETERS)})`;
const EQUALS = `(=|${PERCENT}3d)`;
const SECRET_PARAMETER = new RegExp(`${BEFORE_NAME}${NAME}${EQUALS}`, "gi");
const NAME_ONLY = new RegExp(`^${NAME}$`, "i");

/** Characters that end a value at any depth: the next parameter, a fragment, the end of a JSON string, a space. */
const VALUE_END = new Set(["&", "#", '"', " ", "\t", "\n", "\r"]);
/** JSON's escapes of a line break or tab end a value too (an error's stack goes on on the next line). */
const ESCAPED_SPACE = new Set(["n", "r", "t"]);

/** True for a query parameter name whose value is a secret (decoded or not). */
export function isSecretParameterName(name: string): boolean {
  return NAME_ONLY.test(name);
}

/** The depth of an encoded `&` or `#` at `at` (`%26`: 1, `%2526`: 2), or 0 if there is none. */
function encodedSeparatorDepth(text: string, at: number): number {
  let depth = 1;
  let next = at + 1;
  while (text.slice(next, next + 2) === "25") {
    depth += 1;
    next += 2;
  }
  const code = text.slice(next, next + 2);
  return code === "26" || code === "23" ? depth : 0;
}

/**
 * Where the value that starts at `start` ends. A value written with an encoded `=` (`%3D`, `%253D`) belongs to a
 * nested link and also ends at that link's encoded `&` or `#` (`%26`, `%2526`: as deep as its `=`, or shallower).
 * A JSON escape other than a line break or tab (`\"`, `\\`, `\u0000`) is part of the value, so that a quote
 * inside a value does not end it early.
 */
function valueEnd(text: string, start: number, depth: number): number {
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (char === "\\") {
      if (ESCAPED_SPACE.has(text[at + 1] ?? "")) break;
      at += text[at + 1] === "u" ? 6 : 2;
      continue;
    }
    if (VALUE_END.has(char)) break;
    if (char === "%" && depth > 0) {
      const separator = encodedSeparatorDepth(text, at);
      if (separator > 0 && separator <= depth) break;
    }
    at += 1;
  }
  return Math.min(at, text.length);
}

/** `text` with the value of every secret query parameter in it replaced by [redacted] (see the module's comment). */
export function redactSecrets(text: string): string {
  SECRET_PARAMETER.lastIndex = 0;
  let result = "";
  let copied = 0;
  for (let match = SECRET_PARAMETER.exec(text); match; match = SECRET_PARAMETER.exec(text)) {
    const equals = match[1]!;
    const start = match.index + match[0].length;
    const depth = (equals.length - 1) / 2;
    const end = valueEnd(text, start, depth);
    if (end > start) {
      result += text.slice(copied, start) + REDACTED;
      copied = end;
    }
    SECRET_PARAMETER.lastIndex = Math.max(end, start);
  }
  return copied === 0 ? text : result + text.slice(copied);
}
