import { LoaderCircle, Send } from "#app/components/ui/icons.tsx";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import { contactFormCopy as copy } from "#app/content/support.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { apiRequest, ApiRequestError } from "#app/lib/api-request.ts";
import {
  contactLimits,
  contactMessageInputSchema,
  contactTypeLabels,
  contactTypes,
  type ContactType,
} from "#shared/contacts/contact-message.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  fieldError,
  fieldErrorsOf,
  firstFieldInError,
  knownFieldErrors,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
  type ContactPostAnswer,
} from "./contact-form-errors.ts";
import { contactAnchorId } from "#shared/site-paths.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/form-field.tsx";
import { MessageSentPanel } from "./message-sent-panel.tsx";
import { useTypedBeforeReady } from "#app/hooks/use-typed-before-ready.ts";

const typeOptions = contactTypes.map((type) => ({ value: type, label: contactTypeLabels[type] }));
const fieldId = (field: ContactField) => `contact-${field}`;

const focusTargets = {
  firstError: '[aria-invalid="true"]',
  firstField: "input, select, textarea",
  submit: 'button[type="submit"]',
} as const;

type ContactFormProps = {
  /** The topic the form opens with, e.g. sponsor on the sponsor tab. */
  defaultType?: ContactType;
  /** The level of the confirmation's heading, one below the section the form sits in. */
  headingLevel?: 3 | 4;
};

/**
 * The public contact form: POST /api/contacts, checked first with the same schema the server
 * uses. On success a confirmation takes the form's place; the server's field messages show by
 * their fields; any other failure is a destructive toast with the server's sentence.
 */
export function ContactForm({ defaultType = "general", headingLevel = 3 }: ContactFormProps) {
  const empty: ContactFormValues = { name: "", email: "", type: defaultType, subject: "", message: "" };
  // Without the page's script the form posts to /support, whose answer starts the form off here.
  const posted = useActionData<ContactPostAnswer | undefined>();
  const refused = posted?.ok === false ? posted : undefined;
  const [values, setValues] = useState<ContactFormValues>(refused?.values ?? empty);
  const [errors, setErrors] = useState<ContactFieldErrors>(refused?.fields ?? {});
  const [checked, setChecked] = useState(posted !== undefined);
  const [status, setStatus] = useState<"editing" | "sending" | "sent">(posted?.ok ? "sent" : "editing");
  const [sentTo, setSentTo] = useState(posted?.ok ? posted.email : "");
  // A refusal that is no field's (too many messages, a store that failed), until the next send.
  const [refusal, setRefusal] = useState(refused?.message);
  // Where focus goes after the next render, once the fields are enabled again (a disabled control
  // loses focus). A new object each time, so a repeated request still counts.
  const [focusRequest, setFocusRequest] = useState<{ to: keyof typeof focusTargets } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>(focusTargets[focusRequest.to])?.focus();
  }, [focusRequest]);

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // After a first attempt, each field is checked again as it is corrected.
    if (checked) setErrors((current) => ({ ...current, [field]: fieldError(field, value) }));
  };

  // What the visitor typed or chose before the page's script ran is the fields' value (decision 016).
  useTypedBeforeReady(formRef, (name, value) => {
    if (typeof value === "string" && name in empty) change(name as ContactField, value);
  });

  const showErrors = (next: ContactFieldErrors) => {
    setErrors(next);
    setFocusRequest({ to: "firstError" });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    setRefusal(undefined);
    const parsed = contactMessageInputSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setStatus("sending");
    try {
      await apiRequest("POST", "/api/contacts", parsed.data);
      setSentTo(parsed.data.email);
      setStatus("sent");
      toast({ title: copy.sentToast.title, description: copy.sentToast.description });
    } catch (error) {
      setStatus("editing");
      const serverFields = error instanceof ApiRequestError ? knownFieldErrors(error.fields) : {};
      if (firstFieldInError(serverFields)) {
        showErrors(serverFields);
        return;
      }
      setFocusRequest({ to: "submit" });
      toast({
        variant: "destructive",
        title: copy.failedToastTitle,
        description: error instanceof ApiRequestError ? error.apiMessage : copy.unreachable,
      });
    }
  }

  const startOver = () => {
    setValues(empty);
    setErrors({});
    setChecked(false);
    setStatus("editing");
    setFocusRequest({ to: "firstField" });
  };

  if (status === "sent") {
    return <MessageSentPanel email={sentTo} headingLevel={headingLevel} onSendAnother={startOver} />;
  }

  const sending = status === "sending";
  const bind = (field: Exclude<ContactField, "type">) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    maxLength: contactLimits[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form
      ref={formRef}
      method="post"
      action={`#${contactAnchorId}`}
      noValidate
      aria-label={copy.label}
      aria-busy={sending}
      onSubmit={submit}
    >
      {/* A disabled fieldset locks every control while the message is on its way. */}
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        <TextField label={copy.name} autoComplete="name" required {...bind("name")} />
        <TextField
          label={copy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...bind("email")}
        />
        <SelectField
          id={fieldId("type")}
          name="type"
          label={copy.type}
          options={typeOptions}
          value={values.type}
          error={errors.type}
          onChange={(event) => change("type", event.target.value)}
        />
        <TextField label={copy.subject} required {...bind("subject")} />
        <div className="sm:col-span-2">
          <TextAreaField
            label={copy.message}
            placeholder={copy.messagePlaceholder}
            rows={6}
            required
            count={{
              value: values.message.length,
              limit: contactLimits.message,
              text: copy.characterCount(values.message.length, contactLimits.message),
              srText: copy.charactersUsed,
            }}
            {...bind("message")}
          />
        </div>
        {refusal && (
          <p
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-950 sm:col-span-2"
          >
            <span className="font-semibold">{copy.failedToastTitle}.</span> {refusal}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {sending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            {sending ? copy.submitting : copy.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
