/**
 * What an account's fields must look like: registration, sign-in, profile
 * changes and password changes. One definition for the JSON API and the forms.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules.ts";

export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/i;
export { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules.ts";

let commonPasswords: Set<string> | null = null;

/** The ~49,000 most common passwords from leaked lists (zxcvbn's list), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"] as string[]);
  return commonPasswords.has(password.toLowerCase());
}

export const UsernameSchema = z
  .string({ error: "Username is required." })
  .trim()
  .regex(USERNAME_PATTERN, "Username must be 3-32 characters: letters, digits, _ . or -.");

export const EmailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .max(254, "Email is too long.")
  .pipe(z.email("Enter a valid email address."));

export const NewPasswordSchema = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`)
  .refine((password) => !isCommonPassword(password), "This password is too common. Choose one that is harder to guess.");

export const DisplayNameSchema = z.string().trim().max(80, "Display name must be at most 80 characters.");

/** Empty means "none"; otherwise an http(s) URL or a path on this site. */
const PhotoUrlSchema = z
  .string()
  .trim()
  .max(2048, "Photo URL is too long.")
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^/\\\s][^\s]*$/.test(value), "Enter a web address starting with https://.");

const emptyToNull = (value: string | undefined | null) => (value ? value : null);

export const RegisterSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  displayName: DisplayNameSchema.optional().nullable().transform(emptyToNull),
  isAdmin: z.boolean({ error: "isAdmin must be true or false." }).optional().default(false),
});
export type Register = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  username: z.string({ error: "Username is required." }).trim().min(1, "Username is required.").max(254),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(PASSWORD_MAX),
});
export type Login = z.infer<typeof LoginSchema>;

export const ProfileUpdateSchema = z
  .object({
    displayName: DisplayNameSchema.nullable().optional(),
    photoUrl: PhotoUrlSchema.nullable().optional(),
  })
  .transform((value) => ({
    ...(value.displayName !== undefined ? { displayName: emptyToNull(value.displayName) } : {}),
    ...(value.photoUrl !== undefined ? { photoUrl: emptyToNull(value.photoUrl) } : {}),
  }));
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const PasswordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required." }).min(1, "Current password is required.").max(PASSWORD_MAX),
    newPassword: NewPasswordSchema,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    path: ["newPassword"],
    message: "The new password must differ from the current one.",
  });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const AccountDeletionSchema = z.object({
  password: z.string({ error: "Password is required." }).min(1, "Enter your password to confirm.").max(PASSWORD_MAX),
});

/**
 * The longest address kept to go back to (issue 26): a longer query is dropped and the page alone kept, so a
 * sign-in link (/auth?redirect=...) stays a few kilobytes at most, far under the 8-16 KB of headers proxies accept.
 */
export const MAX_REDIRECT_PATH_LENGTH = 2_000;

/**
 * The one definition of a safe place to send someone back to (after signing in, after a form): a path on this
 * site, in printable ASCII (characters beyond it percent-encoded as UTF-8, so the target can go into a Location
 * header as it is), at most MAX_REDIRECT_PATH_LENGTH characters (past that the query is dropped and the path
 * alone kept). Anything else (other sites, "//evil", control characters, a lone surrogate, a path alone too
 * long) is null, and the caller falls back to a page of its own.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  let ascii = "";
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    // Browsers drop tabs and line breaks from a URL ("/\t/evil" would become "//evil"): refused, as are other controls.
    if (code < 0x20 || code === 0x7f) return null;
    if (code < 0x7f && code !== 0x20) ascii += ch;
    // A lone surrogate (a pair comes as one character here) has no UTF-8 form.
    else if (code >= 0xd800 && code <= 0xdfff) return null;
    else ascii += encodeURIComponent(ch);
  }
  if (ascii.length <= MAX_REDIRECT_PATH_LENGTH) return ascii;
  const pathAlone = ascii.slice(0, ascii.search(/[?#]|$/));
  return pathAlone.length <= MAX_REDIRECT_PATH_LENGTH ? pathAlone : null;
}
