/**
 * The one use case behind both inquiry forms (contact page, apartment page):
 * parse the form with the inquiry schema, count it against the per-address
 * rate limit, store it (deduplicated), and answer as a form result. Routes
 * call this and return what it gives them.
 */
import { data, type RouterContextProvider } from "react-router";
import { houstonCalendarDate } from "../../../core/format/dates.ts";
import { INQUIRY_FIELDS, type InquiryField } from "../../../core/inquiries/inquiry-form.ts";
import { createInquirySchema, type InquirySource } from "../../../core/inquiries/inquiry-schema.ts";
import { fieldErrorsOf } from "../../../core/validation.ts";
import { createInquiry } from "../../../db/queries/inquiries.ts";
import { appConfigContext } from "../../request-context.ts";
import { viewerContext } from "../../auth/viewer.ts";
import { dbContext } from "../../context.ts";
import { rateLimiterOf, retryAfterHeaders } from "../../limits/rate-limit.server.ts";
import { requestInfoContext } from "../../request-context.ts";
import { INQUIRY_FAILED_MESSAGE, type InquiryFormResult } from "./inquiry-result.ts";

function typedValues(form: FormData): Partial<Record<InquiryField, string>> {
  const values: Partial<Record<InquiryField, string>> = {};
  for (const field of INQUIRY_FIELDS) {
    const value = form.get(field);
    // Kept within the schema's limits plus a margin: echoing a megabyte back helps nobody.
    if (typeof value === "string") values[field] = value.slice(0, 4000);
  }
  return values;
}

export async function submitInquiryForm(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  target: { source: InquirySource; apartmentId?: number },
) {
  const values = typedValues(form);
  const parsed = createInquirySchema({ today: houstonCalendarDate(new Date()) }).safeParse(values);
  if (!parsed.success) {
    const result: InquiryFormResult = {
      ok: false,
      status: 400,
      message: "Please correct the highlighted fields.",
      fieldErrors: fieldErrorsOf(parsed.error),
      values,
    };
    return data(result, { status: 400 });
  }
  // Counted per client address once the form is valid (a mistyped field costs nothing).
  const refusal = await rateLimiterOf(context)("inquiry");
  if (refusal) {
    const result: InquiryFormResult = { ok: false, status: 429, message: refusal.message, fieldErrors: {}, values };
    return data(result, { status: 429, headers: retryAfterHeaders(refusal) });
  }
  try {
    const stored = await createInquiry(context.get(dbContext), {
      ...parsed.data,
      source: target.source,
      apartmentId: target.apartmentId ?? null,
      userId: context.get(viewerContext).user?.id ?? null,
    }, { origin: context.get(appConfigContext).publicOrigin });
    const result: InquiryFormResult = { ok: true, duplicate: stored.duplicate };
    return data(result);
  } catch (error) {
    // The renter sees the spec's failure text and keeps what they typed; the log gets the cause.
    console.error({ requestId: context.get(requestInfoContext).requestId, error }, "storing an inquiry failed");
    const result: InquiryFormResult = { ok: false, status: 500, message: INQUIRY_FAILED_MESSAGE, fieldErrors: {}, values };
    return data(result, { status: 500 });
  }
}
