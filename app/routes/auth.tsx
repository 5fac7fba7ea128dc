import * as Tabs from "@radix-ui/react-tabs";
import { Heart, MessageSquareText, SlidersHorizontal } from "lucide-react";
import { useEffect } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { registrationDestination, signInDestination } from "../../core/auth/after-sign-in.ts";
import { welcomeBackMessage } from "../../core/auth/greeting.ts";
import { registerWithForm, signInWithForm, type FormFailure } from "../auth/page-forms.server.ts";
import { REGISTER_INTENT, RegisterForm } from "../components/auth/register-form.tsx";
import { SIGN_IN_INTENT, SignInForm } from "../components/auth/sign-in-form.tsx";
import type { FormFailureView } from "../components/auth/form-result.ts";
import { pageContainerClass } from "../components/section-heading.tsx";
import { toast } from "../hooks/use-toast.ts";
import { setFlash } from "../lib/flash.server.ts";
import { pageMeta } from "../lib/site.ts";
import type { Route } from "./+types/auth";
import { readForm } from "../http/form.server.ts";

type Tab = typeof SIGN_IN_INTENT | typeof REGISTER_INTENT;

export function meta({ location }: Route.MetaArgs) {
  const signUp = new URLSearchParams(location.search).get("tab") === REGISTER_INTENT;
  return pageMeta(
    signUp ? "Create an account" : "Sign in",
    "Sign in or create a free account to save favorite Houston apartments, keep your chats with A.L.I. and your search preferences.",
  );
}

function refused(intent: Tab, failure: FormFailure) {
  const view: FormFailureView = { intent, status: failure.status, message: failure.message, fieldErrors: failure.fieldErrors, values: failure.values };
  return data(view, { status: failure.status, headers: failure.headers });
}

// A rate-limited form answers 429 with Retry-After.
export { headersWithRetryAfter as headers } from "../limits/retry-after-headers.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const requested = new URL(request.url).searchParams.get("redirect");
  const headers = new Headers();

  if (form.get("intent") === REGISTER_INTENT) {
    const result = await registerWithForm(context, request, form);
    if (!result.ok) return refused(REGISTER_INTENT, result);
    if (result.sessionCookie) headers.append("Set-Cookie", result.sessionCookie);
    headers.append("Set-Cookie", setFlash(request, { title: "Registration successful", description: "Your account has been created." }));
    return redirect(registrationDestination(result.creatorIsAdmin, requested), { headers });
  }

  const result = await signInWithForm(context, request, form);
  if (!result.ok) return refused(SIGN_IN_INTENT, result);
  headers.append("Set-Cookie", result.sessionCookie);
  headers.append("Set-Cookie", setFlash(request, { title: "Login successful", description: welcomeBackMessage(result.user) }));
  return redirect(signInDestination(result.user, requested), { headers });
}

const BENEFITS = [
  { icon: Heart, title: "Save favorites", text: "Keep a shortlist of communities you want to tour." },
  { icon: MessageSquareText, title: "Keep your chats", text: "Pick up where you left off with A.L.I., on any device." },
  { icon: SlidersHorizontal, title: "Remember your preferences", text: "Budget, neighborhoods and must-haves, saved as you go." },
] as const;

const tabTriggerClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm";

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get("tab") === REGISTER_INTENT ? REGISTER_INTENT : SIGN_IN_INTENT;

  /** The same page with the other tab, keeping where to go afterwards. */
  const paramsFor = (next: Tab) => {
    const params = new URLSearchParams(searchParams);
    if (next === REGISTER_INTENT) params.set("tab", REGISTER_INTENT);
    else params.delete("tab");
    return params;
  };
  const hrefFor = (next: Tab) => {
    const query = paramsFor(next).toString();
    return query ? `?${query}` : "/auth";
  };

  useEffect(() => {
    if (actionData?.intent !== REGISTER_INTENT) return;
    toast({ title: "Registration failed", description: actionData.message || "Could not create account.", variant: "destructive" });
  }, [actionData]);

  return (
    <div className="bg-gradient-to-b from-brand-50/70 to-white">
      <div className={`${pageContainerClass} grid items-start gap-10 py-10 sm:py-16 lg:grid-cols-2 lg:gap-16`}>
        <div className="lg:pt-6">
          <p className="text-sm font-semibold tracking-wider text-bayou-700 uppercase">Your account</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
            {tab === REGISTER_INTENT ? "Create your free account" : "Welcome back"}
          </h1>
          <p className="mt-4 max-w-lg text-lg leading-8 text-slate-600">
            An account is free and keeps your apartment search in one place. You can browse and chat without one, too.
          </p>
          <ul className="mt-8 hidden gap-5 sm:grid">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink-900">{title}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="w-full max-w-md justify-self-center rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:justify-self-end">
          <Tabs.Root
            value={tab}
            onValueChange={(value) => {
              void setSearchParams(paramsFor(value === REGISTER_INTENT ? REGISTER_INTENT : SIGN_IN_INTENT), {
                replace: true,
                preventScrollReset: true,
              });
            }}
          >
            <Tabs.List aria-label="Sign in or create an account" className="flex gap-1 rounded-lg bg-slate-100 p-1">
              <Tabs.Trigger value={SIGN_IN_INTENT} className={tabTriggerClass}>
                Sign in
              </Tabs.Trigger>
              <Tabs.Trigger value={REGISTER_INTENT} className={tabTriggerClass}>
                Sign up
              </Tabs.Trigger>
            </Tabs.List>

            <Tabs.Content value={SIGN_IN_INTENT} className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
              <SignInForm failure={actionData} />
              <p className="mt-6 text-center text-sm text-slate-600">
                New here?{" "}
                <Link to={hrefFor(REGISTER_INTENT)} replace preventScrollReset className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                  Create an account
                </Link>
              </p>
            </Tabs.Content>

            <Tabs.Content value={REGISTER_INTENT} className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700">
              <RegisterForm failure={actionData} />
              <p className="mt-6 text-center text-sm text-slate-600">
                Already have an account?{" "}
                <Link to={hrefFor(SIGN_IN_INTENT)} replace preventScrollReset className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                  Sign in
                </Link>
              </p>
              <p className="mt-3 text-center text-xs text-slate-600">
                By creating an account you agree to our{" "}
                <Link to="/terms" className="underline underline-offset-2 hover:text-brand-700">
                  terms
                </Link>{" "}
                and{" "}
                <Link to="/privacy" className="underline underline-offset-2 hover:text-brand-700">
                  privacy policy
                </Link>
                .
              </p>
            </Tabs.Content>
          </Tabs.Root>
        </div>
      </div>
    </div>
  );
}
