import { useContext } from "react";
import { preloadModule, type PreloadModuleOptions } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";
import { useNonce } from "../request-context.ts";

/**
 * Asks for the page's JavaScript at low priority. React Router's <Scripts> writes a
 * `<link rel="modulepreload">` per module file, which browsers fetch at high priority, in
 * competition with the stylesheet, the HTML and the largest image, although a server-rendered
 * page needs none of its JavaScript to paint. This writes the same files' preloads with
 * fetchpriority="low" (what React does for its own bootstrap modules), and React puts them in
 * <head> before the router's: the browser requests each file once, at the priority of the first
 * link it meets. Same files as <Scripts>: the entry, its imports, and each matched route's modules.
 * Decision 012 has the measurements. Renders nothing; root.tsx renders it on the server only.
 */
export function LowPriorityModulePreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const nonce = useNonce();
  if (!framework) return null;

  const { manifest } = framework;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    const modules = [route.module, route.clientActionModule, route.clientLoaderModule, route.hydrateFallbackModule, ...(route.imports ?? [])];
    for (const file of modules) if (file) files.add(file);
  }
  // fetchPriority is forwarded by react-dom 19.3; its type definitions do not list it yet.
  const options = { as: "script", nonce: nonce || undefined, fetchPriority: "low" } as PreloadModuleOptions;
  for (const file of files) preloadModule(file, options);
  return null;
}
