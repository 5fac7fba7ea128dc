/**
 * The browser's calls to the site's JSON API (spec section 7): same-origin
 * credentials and a random X-Request-Id, so a failed call can be found in the
 * server log. The browser adds the Origin header itself.
 */

function newRequestId(): string {
  // getRandomValues works on plain-HTTP origins too, unlike randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function callApi(path: string, init: RequestInit & { method: "POST" | "PUT" | "PATCH" | "DELETE" }): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("X-Request-Id", newRequestId());
  return fetch(path, { ...init, headers, credentials: "same-origin" });
}

/** Spec section 8: "status: body text", or the status text when the body is empty. A JSON {message} gives its message. */
export async function failureMessage(response: Response): Promise<string> {
  let body = "";
  try {
    body = await response.text();
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") body = parsed.message;
  } catch {
    // Not JSON (or no body): the text, or the status text, will do.
  }
  return `${response.status}: ${body.trim() || response.statusText}`;
}

/** A read (spec section 7): credentials, a request id and no-cache. A failed status throws "status: body". */
export async function getJson<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: "same-origin",
    signal: init.signal,
    headers: { "X-Request-Id": newRequestId(), "Cache-Control": "no-cache", Accept: "application/json" },
  });
  if (!response.ok) throw new Error(await failureMessage(response));
  return (await response.json()) as T;
}

/** A write with a JSON body (spec section 7): the JSON content type, and any non-success status throws "status: body". */
export async function writeJson(path: string, method: "POST" | "PUT" | "PATCH", body: unknown, init: { signal?: AbortSignal } = {}): Promise<Response> {
  const response = await callApi(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal: init.signal });
  if (!response.ok) throw new Error(await failureMessage(response));
  return response;
}
