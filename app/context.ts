import { createContext } from "react-router";
import type { Database } from "../db/client-types.ts";

/** The database, handed to loaders and actions by the server (server/app.ts). Never imported as a global. */
export const dbContext = createContext<Database>();
