import type { InquiryField } from "../../../core/inquiries/inquiry-form.ts";

/** What an inquiry form's action answers; shared by the server helper and the forms. */
export type InquiryFormResult =
  | { ok: true; duplicate: boolean }
  | {
      ok: false;
      status: 400 | 429 | 500;
      message: string;
      fieldErrors: Partial<Record<InquiryField, string>>;
      /** What was typed, so a page rendered without JavaScript shows it again. */
      values: Partial<Record<InquiryField, string>>;
    };

/** The failure text of spec section 8, for anything but a field the renter can fix. */
export const INQUIRY_FAILED_MESSAGE = "There was an issue creating your inquiry. Please try again.";
export const INQUIRY_SAVED_TITLE = "Information Saved!";
export const INQUIRY_SUBMITTING_TEXT = "Creating Your Inquiry";
