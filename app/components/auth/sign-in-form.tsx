import { LogIn } from "lucide-react";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, FormField } from "./form-field.tsx";
import { formLevelMessage, useFocusFirstError, type FormFailureView } from "./form-result.ts";

export const SIGN_IN_INTENT = "signin";

/** Username-or-email and password, posted to the page's own action with intent=signin. */
export function SignInForm({ failure, submitLabel = "Sign in" }: { failure?: FormFailureView | null; submitLabel?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === SIGN_IN_INTENT;
  const mine = failure?.intent === SIGN_IN_INTENT ? failure : null;
  useFocusFirstError(formRef, mine);

  return (
    <Form ref={formRef} method="post" className="grid gap-5" aria-label={submitLabel}>
      <input type="hidden" name="intent" value={SIGN_IN_INTENT} />
      <FormAlert message={formLevelMessage(mine)} />
      <FormField
        name="username"
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        defaultValue={mine?.values.username}
        error={mine?.fieldErrors.username}
      />
      <FormField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        error={mine?.fieldErrors.password}
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        <LogIn aria-hidden="true" />
        {submitting ? "Signing in…" : submitLabel}
      </Button>
    </Form>
  );
}
