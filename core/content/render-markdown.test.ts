import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

describe("renderMarkdown", () => {
  it("keeps headings, lists, emphasis and links", () => {
    const html = renderMarkdown(
      "## Before you tour\n\nBring **photo ID** and [a checklist](https://example.com/list).\n\n- Proof of income\n- Pet records\n\n1. Apply\n2. Sign\n",
    );
    expect(html).toContain("<h2>Before you tour</h2>");
    expect(html).toContain("<strong>photo ID</strong>");
    expect(html).toContain('<a href="https://example.com/list" rel="noopener noreferrer nofollow">a checklist</a>');
    expect(html).toContain("<ul>\n<li>Proof of income</li>\n<li>Pet records</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>Apply</li>\n<li>Sign</li>\n</ol>");
  });

  it("strips a raw <script> block and its contents", () => {
    const html = renderMarkdown("Hello\n\n<script>alert('pwned')</script>\n\nBye");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert(");
    expect(html).toContain("<p>Hello</p>");
    expect(html).toContain("<p>Bye</p>");
  });

  it("strips event-handler attributes and disallowed tags", () => {
    const html = renderMarkdown('Look: <img src="x" onerror="alert(1)"> and <b onclick="alert(2)">bold</b>');
    expect(html).not.toMatch(/onerror|onclick|<img/i);
    expect(html).not.toContain("alert(");
    expect(html).toContain("bold");
  });

  it("drops javascript: links but keeps their text", () => {
    const html = renderMarkdown("[click me](javascript:alert(1)) and <a href=\"javascript:alert(2)\">me too</a>");
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain("click me");
    expect(html).toContain("me too");
  });

  it("demotes a markdown h1 so the page keeps a single h1", () => {
    expect(renderMarkdown("# Title\n\n###### Tiny")).toBe("<h2>Title</h2>\n<h4>Tiny</h4>\n");
  });

  it("keeps tables and code blocks", () => {
    const html = renderMarkdown("| Fee | Amount |\n| --- | --- |\n| Admin | $150 |\n\n```\nnpm start\n```");
    expect(html).toContain("<table>");
    expect(html).toContain("<th>Fee</th>");
    expect(html).toContain("<td>$150</td>");
    expect(html).toContain("<pre><code>npm start\n</code></pre>");
  });
});
