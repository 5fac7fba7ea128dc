/**
 * A client build plugin (vite.config.ts): `import { Heart, X } from "lucide-react"` in our code becomes one
 * import per icon module ("lucide-react/icons/heart").
 *
 * Through the package's index, which re-exports all ~1,600 icons, Rolldown kept the index and every icon the
 * app uses anywhere (the admin's too) together, in the first chunk group that reached it: the shell, which
 * every page downloads (~80 icons, ~5 KB gzipped: docs/decisions/011-page-weight-budget.md). Names that are not icons
 * (types such as LucideIcon) stay on an import from the index; type-only ones are erased by TypeScript.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** lucide-react's export names ("Heart", "HeartIcon", ...) -> the icon's own module ("lucide-react/icons/heart"), read from its index. */
export function lucideIconModules(indexSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names, file] of indexSource.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g)) {
    for (const name of names!.split(",")) modules.set(name.trim().replace(/^default as /, ""), `lucide-react/icons/${file!}`);
  }
  return modules;
}

/** The source with its icon imports from lucide-react's index rewritten; positions after each statement keep their line. */
export function rewriteLucideImports(code: string, icons: ReadonlyMap<string, string>): string {
  return code.replace(LUCIDE_IMPORT, (statement, names: string) => {
    const direct: string[] = [];
    const kept: string[] = [];
    for (const specifier of names.split(",").map((name) => name.trim()).filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const module = icons.get(imported);
      if (module && !specifier.startsWith("type ")) direct.push(`import ${local} from ${JSON.stringify(module)};`);
      else kept.push(specifier);
    }
    if (direct.length === 0) return statement;
    const typesOnly = kept.every((specifier) => specifier.startsWith("type "));
    const rest =
      kept.length === 0
        ? ""
        : typesOnly
          ? `import type { ${kept.map((specifier) => specifier.slice("type ".length)).join(", ")} } from "lucide-react";`
          : `import { ${kept.join(", ")} } from "lucide-react";`;
    return [...direct, rest].join(" ").trimEnd() + "\n".repeat(statement.split("\n").length - 1);
  });
}

/** The plugin, for the client build, over the modules under `directories` (absolute, ending with a separator). */
export function lucideDirectImports(options: { indexFile: string; directories: string[] }): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: "houston:lucide-direct-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /\.tsx?($|\?)/, code: "lucide-react" },
      handler(code, id) {
        if (!options.directories.some((dir) => id.startsWith(dir))) return null;
        icons ??= lucideIconModules(readFileSync(options.indexFile, "utf8"));
        const rewritten = rewriteLucideImports(code, icons);
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
