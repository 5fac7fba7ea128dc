import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { adminSignInDestination } from "../../../core/auth/after-sign-in.ts";
import { welcomeBackMessage } from "../../../core/auth/greeting.ts";
import { signInWithForm } from "../../auth/page-forms.server.ts";
import type { FormFailureView } from "../../components/auth/form-result.ts";
import { SIGN_IN_INTENT, SignInForm } from "../../components/auth/sign-in-form.tsx";
import { toast } from "../../hooks/use-toast.ts";
import { setFlash } from "../../lib/flash.server.ts";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/login";
import { readForm } from "../../http/form.server.ts";

export const meta: Route.MetaFunction = () => pageMeta("Admin sign in", "Sign in to the Houston Apartment Specialist admin area.");

// A rate-limited form answers 429 with Retry-After.
export { headersWithRetryAfter as headers } from "../../limits/retry-after-headers.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const result = await signInWithForm(context, request, await readForm(request));
  if (!result.ok) {
    const view: FormFailureView = { intent: SIGN_IN_INTENT, status: result.status, message: result.message, fieldErrors: result.fieldErrors, values: result.values };
    return data(view, { status: result.status, headers: result.headers });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", result.sessionCookie);
  headers.append("Set-Cookie", setFlash(request, { title: "Login successful", description: welcomeBackMessage(result.user) }));
  return redirect(adminSignInDestination(result.user, new URL(request.url).searchParams.get("redirect")), { headers });
}

/** Spec section 8: the server's message, else the status, else a general hint. */
function loginFailedDescription(failure: FormFailureView): string {
  if (failure.message) return failure.message;
  if (failure.status) return `Login failed: ${failure.status}`;
  return "Please check your credentials and try again.";
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (!actionData) return;
    toast({ title: "Login failed", description: loginFailedDescription(actionData), variant: "destructive" });
  }, [actionData]);

  return (
    <div className="flex justify-center bg-slate-50 px-4 py-12 sm:py-20">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-xl bg-bayou-700/10 text-bayou-700">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900">Admin sign in</h1>
          <p className="mt-2 text-sm text-slate-600">For the Houston Apartment Specialist team. Renters can sign in on the main site.</p>
          <div className="mt-6">
            <SignInForm failure={actionData} />
          </div>
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
          <Link to="/" className="inline-flex items-center gap-1.5 rounded font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the site
          </Link>
          <Link to="/auth" className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            Renter sign in
          </Link>
        </div>
      </div>
    </div>
  );
}
