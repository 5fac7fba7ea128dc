export * from "./catalog.ts";
export * from "./people.ts";
export * from "./clients.ts";
export * from "./auth.ts";
export * from "./admin.ts";
export * from "./media.ts";
export * from "./alerts.ts";
export * from "./outbox.ts";
