import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lucideIconModules, rewriteLucideImports } from "./lucide-direct-imports.ts";

const INDEX = path.join(path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")), "dist/esm/lucide-react.mjs");
const icons = lucideIconModules(readFileSync(INDEX, "utf8"));

describe("lucideIconModules", () => {
  it("maps every name of an icon, aliases included, to the icon's own module", () => {
    expect(icons.get("Heart")).toBe("lucide-react/icons/heart");
    expect(icons.get("HeartIcon")).toBe("lucide-react/icons/heart");
    expect(icons.get("LucideHeart")).toBe("lucide-react/icons/heart");
    expect(icons.size).toBeGreaterThan(1000);
  });

  it("resolves each module through the package's exports", () => {
    const require = createRequire(import.meta.url);
    for (const name of ["Heart", "Loader2", "Trash2", "AlertTriangle"]) {
      expect(() => require.resolve(icons.get(name)!)).not.toThrow();
    }
  });
});

describe("rewriteLucideImports", () => {
  it("imports each icon from its module, keeping local names", () => {
    expect(rewriteLucideImports('import { Heart, X as Close } from "lucide-react";\nuse(Heart, Close);', icons)).toBe(
      'import Heart from "lucide-react/icons/heart"; import Close from "lucide-react/icons/x";\nuse(Heart, Close);',
    );
  });

  it("keeps a multi-line import's line count, so later lines stay where they were", () => {
    const source = 'import {\n  ChevronDown,\n  Mail,\n} from "lucide-react";\nconst line5 = 1;';
    const rewritten = rewriteLucideImports(source, icons);
    expect(rewritten.split("\n")).toHaveLength(source.split("\n").length);
    expect(rewritten.split("\n").at(-1)).toBe("const line5 = 1;");
    expect(rewritten).toContain('import ChevronDown from "lucide-react/icons/chevron-down";');
  });

  it("leaves types on an import TypeScript erases, and other names on the index", () => {
    expect(rewriteLucideImports('import { type LucideIcon, Mail } from "lucide-react";', icons)).toBe(
      'import Mail from "lucide-react/icons/mail"; import type { LucideIcon } from "lucide-react";',
    );
    expect(rewriteLucideImports('import { createLucideIcon, Mail } from "lucide-react";', icons)).toBe(
      'import Mail from "lucide-react/icons/mail"; import { createLucideIcon } from "lucide-react";',
    );
  });

  it("leaves imports without icons alone", () => {
    for (const source of ['import type { LucideIcon } from "lucide-react";', 'import { createLucideIcon } from "lucide-react";', 'import { x } from "./lucide-react";']) {
      expect(rewriteLucideImports(source, icons)).toBe(source);
    }
  });
});
