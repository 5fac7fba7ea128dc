import { useId } from "react";
import { INQUIRY_LIMITS, type InquiryField } from "../../../core/inquiries/inquiry-form.ts";
import { FieldError, FormField, inputClass } from "../auth/form-field.tsx";

interface InquiryFieldsProps {
  /** Values to show (after a refused submission); the message falls back to defaultMessage. */
  values?: Partial<Record<InquiryField, string>>;
  errors?: Partial<Record<InquiryField, string>>;
  defaultMessage?: string;
  /** Earliest move-in date offered (yyyy-mm-dd, Houston today). */
  today: string;
  disabled?: boolean;
}

/** The five fields of an inquiry, shared by the contact form and the apartment's request-info form. */
export function InquiryFields({ values = {}, errors = {}, defaultMessage = "", today, disabled = false }: InquiryFieldsProps) {
  return (
    <fieldset disabled={disabled} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="name"
          label="Name"
          autoComplete="name"
          required
          maxLength={INQUIRY_LIMITS.nameMax}
          defaultValue={values.name}
          error={errors.name}
        />
        <FormField
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <FormField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          optional
          maxLength={INQUIRY_LIMITS.phoneMax}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <FormField
          name="moveInDate"
          label="Move-in date"
          type="date"
          optional
          min={today}
          defaultValue={values.moveInDate}
          error={errors.moveInDate}
        />
      </div>
      <TextAreaField
        name="message"
        label="Message"
        required
        maxLength={INQUIRY_LIMITS.messageMax}
        defaultValue={values.message ?? defaultMessage}
        error={errors.message}
      />
    </fieldset>
  );
}

interface TextAreaFieldProps {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  defaultValue?: string;
  error?: string;
}

export function TextAreaField({ name, label, error, ...props }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...props}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
