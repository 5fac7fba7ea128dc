export * from "./catalog.ts";
export * from "./people.ts";
