import { PASSWORD_MAX, PASSWORD_MIN } from "../../../core/auth/password-rules.ts";
import { FormField } from "./form-field.tsx";

/** The field for choosing a password (sign-up, password change), with the rules the server applies. */
export function NewPasswordField({ name, label, error }: { name: string; label: string; error?: string }) {
  return (
    <FormField
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      hint={`At least ${PASSWORD_MIN} characters. Common passwords are refused.`}
      error={error}
    />
  );
}
