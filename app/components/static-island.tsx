import { useEffect, useId, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";

/** Set once the first hydration has committed: islands mounted after it render their children. */
let pageHydrated = false;

type IslandTag = "div" | "section" | "ul" | "ol" | "article" | "p";

type IslandProps = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML" | "onClick"> & {
  as?: IslandTag;
  /**
   * Keep the server's markup across navigations too: for content that never changes on the page
   * (the options of a filter form), whose state lives in the document (uncontrolled fields that
   * their form keeps in step with the URL), so re-rendering it would only lose the focus.
   */
  keepOnNavigation?: boolean;
  children: ReactNode;
};

/**
 * Markup that needs no JavaScript: the server renders `children`; the browser keeps that markup as it is
 * instead of hydrating it (decision 022). React skips the children of an element rendered with
 * `dangerouslySetInnerHTML`, so a card, an article or a list of links costs one element to hydrate
 * instead of dozens of components and elements.
 *
 * Rules for what goes inside: no state, no event handlers, nothing that depends on the session (a
 * favorite heart, a signed-in name), no React Router `<Form>`. Links may be `<Link>`s: a plain click on
 * one is handed to the router, so it stays a client-side navigation; a plain `<a>` stays the browser's.
 *
 * Once the visitor navigates (another path or query), the island renders its children like any other
 * component, so a page reached in the browser, or whose data changed with its URL, is never stale.
 */
export function StaticIsland({ as: Tag = "div", keepOnNavigation = false, children, ...attributes }: IslandProps) {
  const id = useId();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // Read once, while hydrating: the markup the server sent for this island (null when there is none).
  const [serverMarkup, setServerMarkup] = useState(() => (pageHydrated ? null : readServerMarkup(id)));
  const [hydratedAt] = useState(here);
  // The first navigation away from the server's URL turns the island into ordinary components for good.
  const thaw = serverMarkup !== null && here !== hydratedAt && !keepOnNavigation;
  if (thaw) setServerMarkup(null);
  const navigate = useNavigate();
  useEffect(() => {
    pageHydrated = true;
  }, []);

  if (serverMarkup === null || thaw) {
    return (
      <Tag {...attributes} data-static-island={id}>
        {children}
      </Tag>
    );
  }

  const followLink = (event: MouseEvent<HTMLElement>) => {
    const target = linkTarget(event);
    if (!target) return;
    event.preventDefault();
    void navigate(target);
  };
  return (
    <Tag
      {...attributes}
      data-static-island={id}
      onClick={followLink}
      // Never written during hydration (React keeps the server's children); it is the same markup if React ever renders it.
      dangerouslySetInnerHTML={{ __html: serverMarkup }}
      suppressHydrationWarning
    />
  );
}

function readServerMarkup(id: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector(`[data-static-island="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

/** The path to navigate to for a plain left click on a same-origin router link, or null to let the browser act. */
function linkTarget(event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "target">): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  // Only what was a router <Link> (React Router marks those data-discover): a plain <a> (a photo's file,
  // a resource route) was meant for the browser.
  if (!anchor || !anchor.hasAttribute("data-discover") || !anchor.hasAttribute("href") || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to a place on the page itself is the browser's to follow.
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
