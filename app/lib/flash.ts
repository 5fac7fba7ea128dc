import { z } from "zod";

/**
 * A toast that survives a redirect (spec section 8's texts after sign-in,
 * registration, account changes). The server writes it into a short-lived
 * cookie (flash.server.ts); the root loader hands it to the page once.
 */
export const FlashSchema = z.object({
  /** Distinguishes two flashes with the same text, so each one is shown once. */
  id: z.string().min(1).max(64),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});
export type Flash = z.infer<typeof FlashSchema>;
export type FlashInput = Omit<Flash, "id">;
