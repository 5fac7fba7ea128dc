import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TREC_SITE_URL } from "~/components/legal/texas-notice-page";
import { UNCONFIGURED_TEXAS_BROKER, appConfigContext, type AppConfig, type TexasBrokerConfig } from "../request-context.ts";
import * as consumerProtection from "./legal.consumer-protection-notice.tsx";
import * as iabs from "./legal.information-about-brokerage-services.tsx";

const PAGES = [
  { name: "Information About Brokerage Services", module: iabs, path: "/legal/information-about-brokerage-services", url: "iabsUrl" },
  { name: "Consumer Protection Notice", module: consumerProtection, path: "/legal/consumer-protection-notice", url: "consumerProtectionUrl" },
] as const;

const CONFIGURED: TexasBrokerConfig = {
  name: "Example Brokerage LLC",
  licenseNumber: "0123456",
  email: "broker@example.com",
  phone: "(713) 555-0100",
  address: "100 Main St, Houston, TX 77002",
  iabsUrl: "https://example.com/iabs.pdf",
  consumerProtectionUrl: "https://example.com/cpn.pdf",
};

type Page = (typeof PAGES)[number];

/** The page as the server renders it, its loader run against an app config holding `broker`. */
function render(page: Page, broker: TexasBrokerConfig | null): string {
  const context = new RouterContextProvider();
  if (broker) context.set(appConfigContext, { ...context.get(appConfigContext), texasBroker: broker } satisfies AppConfig);
  const request = new Request(`http://localhost${page.path}`);
  const loaderData = page.module.loader({ request, context, params: {} } as never);
  const Page = page.module.default as (props: { loaderData: typeof loaderData }) => React.ReactNode;
  const Stub = createRoutesStub([{ id: "page", path: page.path, HydrateFallback: () => null, Component: () => <Page loaderData={loaderData} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={[page.path]} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&rsquo;/g, "'").replace(/\s+/g, " ");

describe.each(PAGES)("$name page", (page) => {
  it("says plainly what is not set up, points to the Commission's site and invents nothing", () => {
    const html = render(page, null);
    const shown = text(html);
    expect(html).toContain(`<h1 class="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">Texas Real Estate Commission ${page.name}</h1>`);
    expect(shown).toContain("The broker's name has not been set up yet.");
    expect(shown).toContain("The broker's license number has not been set up yet.");
    expect(shown).toContain("The broker's contact details have not been set up yet.");
    expect(shown).toContain("Our copy of this notice has not been published yet.");
    expect(html).toContain(`href="${TREC_SITE_URL}"`);
    expect(html).not.toContain("mailto:");
    expect(html).not.toMatch(/\.pdf/);
  });

  it("shows the configured broker and links the operator's document, opening normally", () => {
    const html = render(page, CONFIGURED);
    const shown = text(html);
    for (const value of ["Example Brokerage LLC", "0123456", "(713) 555-0100", "100 Main St, Houston, TX 77002"]) expect(shown).toContain(value);
    expect(html).toContain('href="mailto:broker@example.com"');
    expect(html).toContain(`<a href="${CONFIGURED[page.url] ?? ""}" rel="noopener">`);
    expect(html).not.toContain('target="_blank"');
    expect(shown).not.toContain("not been set up yet");
    expect(shown).not.toContain("not been published yet");
  });

  it("shows only the contact details that are set", () => {
    const shown = text(render(page, { ...UNCONFIGURED_TEXAS_BROKER, name: "Example Brokerage LLC", phone: "(713) 555-0100" }));
    expect(shown).toContain("(713) 555-0100");
    expect(shown).not.toContain("contact details have not been set up");
    expect(shown).toContain("The broker's license number has not been set up yet.");
  });
});
