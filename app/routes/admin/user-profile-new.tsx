/**
 * Registration by an administrator (/admin/user-profiles/new): username,
 * e-mail, display name, password and whether the account is an administrator.
 * The same rules as self-registration (RegisterSchema), but the new account is
 * not signed in and the creation is audited (createUserAccount). A taken
 * username or e-mail is the field's error; what was typed stays (never the
 * password).
 */
import { UserPlus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { RegisterSchema } from "../../../core/auth/credentials.ts";
import { PASSWORD_MIN } from "../../../core/auth/password-rules.ts";
import { fieldErrorsOf } from "../../../core/validation.ts";
import { createUserAccount, userProfilesStore } from "../../../db/queries/admin/resources/user-profiles.ts";
import { hashPassword } from "../../../server/security/passwords.ts";
import { describeFailure } from "../../admin/write-results.server.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { FormAlert, FormField } from "../../components/auth/form-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { dbContext } from "../../context.ts";
import { appConfigContext } from "../../request-context.ts";
import { verificationSecret } from "../../../db/queries/server-secrets.ts";
import { readForm } from "../../http/form.server.ts";
import { setFlash } from "../../lib/flash.server.ts";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/user-profile-new";

const SECTION = "/admin/user-profiles";

interface ActionData {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export function meta() {
  return pageMeta("New account (admin)", "Register an account, optionally an administrator.");
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdminPage(context, request);
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { username: text("username"), email: text("email"), displayName: text("displayName"), isAdmin: form.get("isAdmin") === "on" ? "on" : "" };
  const parsed = RegisterSchema.safeParse({ username: values.username, email: values.email, displayName: values.displayName, password: text("password"), isAdmin: values.isAdmin === "on" });
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    const count = Object.keys(errors).length;
    return data<ActionData>({ message: `Nothing was created: ${count === 1 ? "one field needs" : `${count} fields need`} a change.`, errors, values }, { status: 400 });
  }
  const account = parsed.data;
  const db = context.get(dbContext);
  const result = await createUserAccount(
    db,
    { id: user.id, username: user.username },
    { username: account.username, email: account.email, displayName: account.displayName, passwordHash: await hashPassword(account.password), isAdmin: account.isAdmin },
    { origin: context.get(appConfigContext).publicOrigin, secret: await verificationSecret(db) },
  );
  if (!result.ok) {
    const problem = describeFailure(result, userProfilesStore, "account");
    return data<ActionData>({ message: problem.message, errors: problem.fieldErrors, values }, { status: problem.status });
  }
  const title = account.isAdmin ? "Created the administrator account" : "Created the account";
  return redirect(`${SECTION}/${result.recordId}`, { status: 303, headers: { "Set-Cookie": setFlash(request, { title }) } });
}

export default function NewUserProfile({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  // After a refusal, what was typed (never the password) and each field's message.
  const values = actionData?.values;
  const errors = actionData?.errors;
  return (
    <div className="max-w-3xl">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={SECTION} className="font-medium text-brand-700 hover:underline">
          User profiles
        </Link>
        <span aria-hidden="true"> / </span>
        <span>New account</span>
      </nav>
      <h1 className="mt-1 text-2xl font-bold tracking-tight">New account</h1>
      <FormAlert message={actionData?.message} className="mt-4" />
      <Form method="post" noValidate className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="username" label="Username" required autoComplete="off" hint="3-32 letters, digits, _ . or -." defaultValue={values?.username} error={errors?.username} />
          <FormField name="email" label="E-mail" type="email" required autoComplete="off" defaultValue={values?.email} error={errors?.email} />
          <FormField name="displayName" label="Display name" optional autoComplete="off" defaultValue={values?.displayName} error={errors?.displayName} />
          <FormField
            name="password"
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters, not a common one.`}
            error={errors?.password}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="isAdmin" defaultChecked={actionData?.values.isAdmin === "on"} className="size-4 accent-brand-700" />
          Administrator (can use this area)
        </label>
        <Button type="submit" disabled={saving}>
          <UserPlus aria-hidden="true" />
          {saving ? "Creating…" : "Create the account"}
        </Button>
      </Form>
    </div>
  );
}
