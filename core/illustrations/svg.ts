/**
 * Minimal string helpers for emitting compact SVG. Numbers are rounded to one
 * decimal so output is small and byte-for-byte deterministic.
 */

export const WIDTH = 800;
export const HEIGHT = 500;

/** Format a number with at most one decimal (no "-0"). */
export function n(x: number): string {
  const r = Math.round(x * 10) / 10;
  return r === 0 ? "0" : String(r);
}

/** Whether a code point may appear in an XML 1.0 document. */
function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/** Escape text for use in XML character data or attribute values (drops characters XML forbids). */
export function escapeXml(text: string): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (!isXmlChar(cp)) continue;
    switch (ch) {
      case "&":
        out += "&amp;";
        break;
      case "<":
        out += "&lt;";
        break;
      case ">":
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case "'":
        out += "&apos;";
        break;
      default:
        out += ch;
    }
  }
  return out;
}

/** "the-heights" -> "The Heights". */
export function titleFromSlug(slug: string): string {
  const words = slug
    .split(/[-_\s]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return words.length > 0 ? words.join(" ") : "Illustration";
}

/** Path data for an axis-aligned rectangle. */
export function rectD(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
}

/** Path data for a full circle (two arcs). */
export function circleD(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 1 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 1 ${n(-2 * r)} 0z`;
}

/** Path data for a closed polygon given flat [x0, y0, x1, y1, ...] points. */
export function polyD(points: readonly number[]): string {
  let d = "";
  for (let i = 0; i + 1 < points.length; i += 2) {
    d += `${i === 0 ? "M" : "L"}${n(points[i] ?? 0)} ${n(points[i + 1] ?? 0)}`;
  }
  return `${d}z`;
}

/** Optional extra attributes, e.g. attrs({ opacity: 0.4 }). */
export function attrs(values: Readonly<Record<string, string | number | undefined>>): string {
  let out = "";
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return out;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return d ? `<path d="${d}" fill="${fill}"${extra}/>` : "";
}

/** Collects defs and body parts; ids are namespaced per illustration. */
export class SvgBuilder {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];

  constructor(readonly prefix: string) {}

  id(name: string): string {
    return `${this.prefix}-${name}`;
  }

  url(name: string): string {
    return `url(#${this.id(name)})`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    if (markup) this.body.push(markup);
  }

  /** Vertical linear gradient in user space from y1 to y2. */
  verticalGradient(name: string, y1: number, y2: number, stops: readonly (readonly [number, string])[]): string {
    const s = stops.map(([o, c]) => `<stop offset="${n(o)}" stop-color="${c}"/>`).join("");
    this.def(
      `<linearGradient id="${this.id(name)}" x1="0" y1="${n(y1)}" x2="0" y2="${n(y2)}" gradientUnits="userSpaceOnUse">${s}</linearGradient>`,
    );
    return this.url(name);
  }

  render(title: string): string {
    const titleId = this.id("title");
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join("")}</defs>` : "";
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" ` +
      `preserveAspectRatio="xMidYMid slice" role="img" aria-labelledby="${titleId}">` +
      `<title id="${titleId}">${escapeXml(title)}</title>${defs}${this.body.join("")}</svg>`
    );
  }
}
