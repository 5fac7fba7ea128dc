/**
 * /lease-verification?token=…: where a community's leasing contact confirms or corrects a lease a locator recorded
 * (decision 036), without an account. The token is the only key: it shows this one lease and takes one answer, until
 * it expires; a wrong token is a 404, an expired one a 410, a second answer a 409. Rate-limited per address; the
 * token is a query parameter so request logs redact it.
 */
import { CircleCheck } from "lucide-react";
import { data, Form } from "react-router";
import { hashVerificationToken, VerificationAnswerSchema, VerificationTokenSchema } from "../../core/leases/lease-verification.ts";
import { formatCalendarDate } from "../../core/format/dates.ts";
import { fieldErrorsOf } from "../../core/validation.ts";
import { answerLeaseVerification, readLeaseVerification } from "../../db/queries/lease-verifications.ts";
import { FormAlert, FormField } from "../components/auth/form-field.tsx";
import { PageHeader, pageContainerClass } from "../components/section-heading.tsx";
import { Button } from "../components/ui/button.tsx";
import { dbContext } from "../context.ts";
import { readForm } from "../http/form.server.ts";
import { rateLimiterOf, retryAfterHeaders } from "../limits/rate-limit.server.ts";
import { pageMeta } from "../lib/site.ts";
import type { Route } from "./+types/lease-verification";

export const meta: Route.MetaFunction = () => [...pageMeta("Verify a lease", "Confirm or correct a lease for the locator who referred the resident."), { name: "robots", content: "noindex" }];

/** The page shows a resident's lease: never kept by a shared cache. */
export function headers() {
  // "same-origin", not "no-referrer": the token never leaves in a Referer to another site, and the page's own form,
  // posted without JavaScript, still carries this site's Origin (with "no-referrer" it is "null", and refused).
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

const NOT_FOUND = "This verification link is not valid. Copy the whole link from the e-mail.";
const EXPIRED = "This verification link has expired. Reply to the locator's e-mail and they will send a new one.";

async function limited(context: Route.LoaderArgs["context"]) {
  const refusal = await rateLimiterOf(context)("lease-verification");
  if (refusal) throw data(refusal.message, { status: 429, headers: { ...headers(), ...retryAfterHeaders(refusal) } });
}

async function viewOf(context: Route.LoaderArgs["context"], token: unknown) {
  const parsed = VerificationTokenSchema.safeParse(token);
  if (!parsed.success) throw data(NOT_FOUND, { status: 404, headers: headers() });
  const hash = hashVerificationToken(parsed.data);
  const view = await readLeaseVerification(context.get(dbContext), hash);
  if (view.state === "not-found") throw data(NOT_FOUND, { status: 404, headers: headers() });
  if (view.state === "expired") throw data(EXPIRED, { status: 410, headers: headers() });
  return { token: parsed.data, hash, view };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await limited(context);
  const { token, view } = await viewOf(context, new URL(request.url).searchParams.get("token"));
  return data({ token, view }, { headers: headers() });
}

export async function action({ request, context }: Route.ActionArgs) {
  await limited(context);
  const form = await readForm(request);
  const { token, hash, view } = await viewOf(context, form.get("token"));
  const values = Object.fromEntries(["answer", "contactName", "note", "moveIn", "rent", "unit"].map((name) => [name, String(form.get(name) ?? "")]));
  const parsed = VerificationAnswerSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string | undefined> = fieldErrorsOf(parsed.error);
    return data({ ok: false as const, message: "Please correct the highlighted fields.", fieldErrors, values }, { status: 400, headers: headers() });
  }
  const result = await answerLeaseVerification(context.get(dbContext), hash, parsed.data);
  if (!result.ok) {
    const message = result.reason === "refused" ? result.message : NOT_FOUND;
    const status = result.reason === "refused" ? (/expired/.test(message) ? 410 : 409) : 404;
    const fieldErrors: Record<string, string | undefined> = {};
    return data({ ok: false as const, message, fieldErrors, values }, { status, headers: headers() });
  }
  return data({ ok: true as const, token, answer: parsed.data.answer, community: view.community }, { headers: headers() });
}

export default function LeaseVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { token, view } = loaderData;
  if (actionData?.ok || view.state === "answered") {
    const answer = actionData?.ok ? actionData.answer : view.answer;
    return (
      <div>
        <PageHeader eyebrow="Lease verification" title="Thank you">
          <p>
            {answer === "corrected" ? "Your corrections were recorded" : "The lease was confirmed"} for {view.clientName} at {view.community}. The locator will invoice the
            verified amount once the resident has moved in.
          </p>
        </PageHeader>
        <div className={`${pageContainerClass} py-10`}>
          <p className="flex items-center gap-2 text-slate-700" role="status">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-bayou-700" />
            This link has been answered; it cannot be used again.
          </p>
        </div>
      </div>
    );
  }
  const failure = actionData && !actionData.ok ? actionData : null;
  const typed = (name: string, fallback: string) => failure?.values[name] ?? fallback;
  return (
    <div>
      <PageHeader eyebrow="Lease verification" title={`Verify the lease of ${view.clientName}`}>
        <p>
          A locator referred {view.clientName} to {view.community}. Please confirm the lease as recorded, or correct it. This page shows only this lease.
        </p>
      </PageHeader>
      <div className={`${pageContainerClass} grid max-w-3xl gap-8 py-10`}>
        <dl className="grid gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]" data-testid="lease-as-recorded">
          <dt className="font-medium text-slate-600">Community</dt>
          <dd>{view.community}</dd>
          <dt className="font-medium text-slate-600">Resident</dt>
          <dd>{view.clientName}</dd>
          {view.unit ? (
            <>
              <dt className="font-medium text-slate-600">Unit</dt>
              <dd>{view.unit}</dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-600">Move-in</dt>
          <dd>{formatCalendarDate(view.moveIn)}</dd>
          <dt className="font-medium text-slate-600">Monthly rent</dt>
          <dd>${view.rent.toLocaleString("en-US")}</dd>
        </dl>
        <FormAlert message={failure?.message} />
        <Form method="post" replace className="grid gap-4">
          <input type="hidden" name="token" value={token} />
          <FormField name="contactName" label="Your name (optional)" autoComplete="name" maxLength={120} defaultValue={typed("contactName", "")} error={failure?.fieldErrors.contactName} />
          <Button type="submit" name="answer" value="confirmed" size="lg" className="justify-self-start">
            <CircleCheck aria-hidden="true" />
            Confirm the lease as recorded
          </Button>
          <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-base font-semibold">Or correct it</legend>
            <FormField name="moveIn" label="Move-in date" type="date" defaultValue={typed("moveIn", view.moveIn)} error={failure?.fieldErrors.moveIn} />
            <FormField name="rent" label="Monthly rent (whole dollars)" inputMode="numeric" defaultValue={typed("rent", String(view.rent))} error={failure?.fieldErrors.rent} />
            <FormField name="unit" label="Unit" maxLength={40} defaultValue={typed("unit", view.unit ?? "")} error={failure?.fieldErrors.unit} />
            <FormField name="note" label="A note for the locator (optional)" maxLength={1000} defaultValue={typed("note", "")} error={failure?.fieldErrors.note} />
            <Button type="submit" name="answer" value="corrected" variant="outline" className="justify-self-start">
              Send the corrected lease
            </Button>
          </fieldset>
        </Form>
      </div>
    </div>
  );
}
