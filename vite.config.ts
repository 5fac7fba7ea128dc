import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The server build's entry is server/app.ts, which wraps React Router's build
  // so that the router context (database, nonce) is created inside the same bundle.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
