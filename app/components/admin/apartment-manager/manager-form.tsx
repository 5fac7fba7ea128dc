/**
 * The apartment manager's one form. Every card's fields and every button of
 * the page (a card's Save, Up, Down, Remove; Share; the catalogue's Add) belong
 * to it through the HTML `form` attribute, so whichever button is pressed, what
 * was typed on any card is sent with it and saved in the same write. The form
 * element itself holds the list's version and the button that Enter in a
 * card's field presses (Save). A plain POST to the page without JavaScript;
 * with it, the router's form, which keeps the scroll.
 */
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { INTENT_INPUT, intentValue } from "../../../../core/admin/option-form-names.ts";
import { FieldError } from "../../auth/form-field.tsx";
import { Button, type ButtonProps } from "../../ui/button.tsx";
import type { ManagerActionData } from "./manager-action.ts";

/** The form's id, for the `form` attribute of its inputs and buttons (one manager per page). */
export const MANAGER_FORM = "apartment-manager-form";

export function ManagerForm({ version }: { version: number }) {
  return (
    <Form id={MANAGER_FORM} method="post" preventScrollReset>
      <input type="hidden" name="version" value={version} />
      {/* First of the form's buttons in the page, so Enter in a card's field saves rather than adds the catalogue's first result. */}
      <button type="submit" name={INTENT_INPUT} value={intentValue("save")} hidden tabIndex={-1} aria-hidden="true" />
    </Form>
  );
}

/** True while the form is sent and the page read again after it: its buttons wait, so one press is one write. */
export function useManagerBusy(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod === "POST";
}

/** A button of the manager's form; `intent` is its value (intentValue). */
export function SubmitButton({ intent, disabled, children, ...props }: Omit<ButtonProps, "type" | "form" | "name" | "value"> & { intent: string; children: ReactNode }) {
  const busy = useManagerBusy();
  return (
    <Button type="submit" form={MANAGER_FORM} name={INTENT_INPUT} value={intent} disabled={busy || disabled} {...props}>
      {children}
    </Button>
  );
}

/** The refusal's sentence beside the button that was pressed. */
export function FormRefusal({ id, refusal }: { id: string; refusal: ManagerActionData | undefined }) {
  if (!refusal) return null;
  return (
    <div role="alert" className="mt-1">
      <FieldError id={id}>{refusal.message}</FieldError>
    </div>
  );
}
