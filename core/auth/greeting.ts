/**
 * How the product addresses a signed-in person (spec sections 2 and 8).
 * Imports nothing, so the browser bundle can use it without the server-side rules.
 */
interface NamedUser {
  displayName: string | null;
  username: string;
}

/** The name menus and toasts greet a user by: the display name, else the username. */
export function greetingName(user: NamedUser): string {
  return user.displayName?.trim() || user.username;
}

/** Spec section 8: the description of the 'Login successful' toast. */
export function welcomeBackMessage(user: NamedUser): string {
  return `Welcome back, ${greetingName(user)}!`;
}
