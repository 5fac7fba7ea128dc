import { UserPlus } from "lucide-react";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, FormField } from "./form-field.tsx";
import { NewPasswordField } from "./new-password-field.tsx";
import { formLevelMessage, useFocusFirstError, type FormFailureView } from "./form-result.ts";

export const REGISTER_INTENT = "signup";

/** The sign-up form, posted to the page's own action with intent=signup. */
export function RegisterForm({ failure }: { failure?: FormFailureView | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === REGISTER_INTENT;
  const mine = failure?.intent === REGISTER_INTENT ? failure : null;
  useFocusFirstError(formRef, mine);

  return (
    <Form ref={formRef} method="post" className="grid gap-5" aria-label="Create account">
      <input type="hidden" name="intent" value={REGISTER_INTENT} />
      <FormAlert message={formLevelMessage(mine)} />
      <FormField
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        minLength={3}
        maxLength={32}
        hint="3-32 characters: letters, digits, _ . or -"
        defaultValue={mine?.values.username}
        error={mine?.fieldErrors.username}
      />
      <FormField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={mine?.values.email}
        error={mine?.fieldErrors.email}
      />
      <FormField
        name="displayName"
        label="Your name"
        autoComplete="name"
        optional
        maxLength={80}
        hint="How we greet you and the initials on your avatar. Leave it empty to use your username."
        defaultValue={mine?.values.displayName}
        error={mine?.fieldErrors.displayName}
      />
      <NewPasswordField name="password" label="Password" error={mine?.fieldErrors.password} />
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        <UserPlus aria-hidden="true" />
        {submitting ? "Creating account…" : "Create account"}
      </Button>
    </Form>
  );
}
