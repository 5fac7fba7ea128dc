/**
 * The URL slug format of neighborhoods, apartments and posts (mirrors the database check constraints).
 * A module of its own, without zod, so that code shipped to the browser can use it.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
