import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceProvider, requestInfoContext } from "./request-context.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status, headers });
  }
  const { cspNonce } = loadContext.get(requestInfoContext);
  const userAgent = request.headers.get("user-agent");
  // Crawlers get the complete document in one piece; people get the shell as soon as it is ready.
  const readyEvent: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={cspNonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
      </NonceProvider>,
      {
        nonce: cspNonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough({
            final(done) {
              clearTimeout(timer);
              timer = undefined;
              done();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready are rejected above and logged by the request handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
