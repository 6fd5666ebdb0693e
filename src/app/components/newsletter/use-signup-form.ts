import {
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from "react";
import { useActionData } from "react-router";
import { providerFormId, type ToastText } from "#app/content/newsletter.ts";
import { emailMessages, isEmailAddress } from "#shared/email-address.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { trackEvent } from "#app/lib/analytics.ts";
import { RewardActionsContext } from "#app/lib/rewards-context.ts";
import { useTypedBeforeReady } from "#app/hooks/use-typed-before-ready.ts";
import {
  missingFields,
  type SignupForm,
  type SignupInput,
  type SignupKind,
  type SignupPostAnswer,
} from "#shared/newsletter/signup-forms.ts";
import type { SignupOutcome } from "./signup-flow.ts";

/** SPEC §4: the newsletter celebration starts 500 ms after the sign-up succeeds. */
const NEWSLETTER_CELEBRATION_DELAY_MS = 500;

/**
 * The sign-up calls (`signup-flow.ts`), fetched when a visitor first reaches a form's field, so no
 * page's first load carries them (DESIGN principle 5; the /home budget).
 */
export const loadSignupFlow = () => import("./signup-flow.ts");

/**
 * The `send` of the three forms that run the newsletter flow (SPEC §7): the calls load first, along
 * with whatever else the success needs (`alsoLoad`, such as a success panel), then the flow runs.
 */
export function newsletterFlowSender(kind: SignupKind, alsoLoad?: () => Promise<unknown>) {
  return async (input: SignupInput): Promise<Extract<SignupOutcome, { ok: true }> | string | null> => {
    const [{ runSignupFlow, postJson }] = await Promise.all([loadSignupFlow(), alsoLoad?.()]);
    const outcome = await runSignupFlow(kind, input, {
      post: postJson,
      formId: providerFormId,
      storage: () => window.localStorage,
    });
    return outcome.ok ? outcome : outcome.refusal;
  };
}

/** The page's answer to this form's post, when the form was posted before the page's script ran. */
export function useSignupPostAnswer(form: SignupForm): SignupPostAnswer | undefined {
  const answer = useActionData<SignupPostAnswer | undefined>();
  return answer?.form === form ? answer : undefined;
}

type SignupFormOptions<Result extends { source: string }> = {
  form: SignupForm;
  /** The id of the section around the form: a post sent before the page's script ran returns there. */
  anchor: string;
  /** SPEC §5: the toast for a required field left empty. */
  missing: ToastText;
  /** SPEC §8: the toast when the sign-up could not be stored. */
  failed: ToastText;
  /**
   * Runs the sign-up's calls; null (or a rejection) when it failed, or the server's sentence when it
   * refused in a way trying again now cannot mend (it replaces the failure toast's text).
   */
  send: (input: SignupInput) => Promise<Result | string | null>;
  onSuccess: (result: Result, input: SignupInput) => void;
};

const emptyInput: SignupInput = { email: "", firstName: "" };

/** The fields a visitor fills in (each form also carries a hidden one naming the form). */
const visibleFields = 'input:not([type="hidden"])';

const focusTargets = {
  firstField: visibleFields,
  submit: 'button[type="submit"]',
} as const;
type FocusTarget = keyof typeof focusTargets;

/**
 * The state every sign-up form shares (SPEC §4 "Sign-up forms", "Landing form"): the typed values,
 * the required-field toast, submitting (the form's fieldset is disabled and its button relabelled
 * meanwhile), the failure toast and the analytics events newsletter_signup_attempt and
 * newsletter_signup_success (SPEC §7).
 */
export function useSignupForm<Result extends { source: string }>(options: SignupFormOptions<Result>) {
  // Without the page's script the form posts to the page, which answers with the toast's words.
  const answer = useSignupPostAnswer(options.form);
  const [posted, setPosted] = useState(answer);
  const [values, setValues] = useState<SignupInput>(posted && !posted.ok ? posted.values : emptyInput);
  // The fields the last attempt found empty or malformed: marked aria-invalid until they change.
  const [invalid, setInvalid] = useState<ReadonlySet<keyof SignupInput>>(new Set(posted?.invalid));
  // SPEC §7 trackNewsletterSignup. The landing page stands outside the site layout and its rewards.
  const rewards = useContext(RewardActionsContext);
  const [submitting, setSubmitting] = useState(false);
  // Where focus goes after the next render, once the fieldset is enabled again (a disabled control
  // loses focus). A new object each time, so a repeated request still counts.
  const [focusRequest, setFocusRequest] = useState<{ to: FocusTarget } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeId = useId();

  // What the visitor typed before the page's script ran is the fields' value (decision 016).
  useTypedBeforeReady(formRef, (name, value) => {
    if (typeof value !== "string" || !(name in emptyInput)) return;
    setValues((current) => ({ ...current, [name]: value }));
    setInvalid((current) => withoutField(current, name as keyof SignupInput));
  });

  // A sign-up the page stored before its script ran counts in this browser once the script runs, as
  // one the script sends does: the local list (SPEC §3), the points (§4) and the success event (§7).
  const countPostedSignup = useEffectEvent((stored: SignupPostAnswer) => {
    const kind = options.form;
    const { source, values } = stored;
    if (!source || kind === "landing") return;
    trackEvent("newsletter_signup_success", { form: kind, source });
    rewards?.trackNewsletterSignup();
    loadSignupFlow().then(
      ({ rememberSignupOf }) =>
        rememberSignupOf(kind, values, source, { storage: () => window.localStorage }),
      (error: unknown) => console.warn("The sign-up could not be kept in this browser", error),
    );
  });
  useEffect(() => {
    if (answer) countPostedSignup(answer);
  }, [answer]);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>(focusTargets[focusRequest.to])?.focus();
  }, [focusRequest]);

  const field = (name: keyof SignupInput) => ({
    name,
    value: values[name],
    "aria-invalid": invalid.has(name) ? (true as const) : undefined,
    // The page's answer to a post says what to mend: a field it marked points to it.
    "aria-describedby": posted && invalid.has(name) ? noticeId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      event.target.setCustomValidity("");
      setValues((current) => ({ ...current, [name]: value }));
      setInvalid((current) => withoutField(current, name));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setPosted(undefined);
    const fields = [...event.currentTarget.querySelectorAll<HTMLInputElement>(visibleFields)];
    const missing = missingFields(options.form, values);
    if (missing.length > 0) {
      toast({ variant: "destructive", ...options.missing });
      setInvalid(new Set(missing));
      fields.find((input) => input.value.trim() === "")?.focus();
      return;
    }
    // A malformed address gets the browser's hint, not a server round trip. type="email" alone lets
    // "name@gmail" through, which the server refuses, so the address is held to the server's rule.
    for (const input of fields) {
      if (input.type === "email")
        input.setCustomValidity(isEmailAddress(input.value) ? "" : emailMessages.invalid);
    }
    const malformed = fields.find((input) => !input.checkValidity());
    if (malformed) {
      setInvalid(new Set([malformed.name as keyof SignupInput]));
      malformed.reportValidity();
      return;
    }
    setInvalid(new Set());

    trackEvent("newsletter_signup_attempt", { form: options.form });
    setSubmitting(true);
    const input = values;
    const result = await options.send(input).catch((error: unknown) => {
      // The calls' code could not be downloaded (offline, a new release): a failure like any other.
      console.warn("The sign-up could not be sent", error);
      return null;
    });
    setSubmitting(false);
    if (!result || typeof result === "string") {
      toast({ variant: "destructive", ...options.failed, ...(result && { description: result }) });
      setFocusRequest({ to: "submit" });
      return;
    }
    trackEvent("newsletter_signup_success", { form: options.form, source: result.source });
    rewards?.trackNewsletterSignup();
    options.onSuccess(result, input);
  }

  /** Empties the fields and puts the cursor in the first one, ready for the next sign-up. */
  const reset = () => {
    setValues(emptyInput);
    setInvalid(new Set());
    setFocusRequest({ to: "firstField" });
  };

  /** For the form's onFocus: the calls start loading as soon as the visitor is in a field. */
  const prefetch = () => {
    void loadSignupFlow().catch(() => undefined); // a failed download is retried on submit
  };

  /**
   * The <form> element's wiring, the same for every sign-up form (SPEC §4 submitting state). Before
   * the page's script runs, the form posts to the page (its route action, `sign-up-action.server.ts`);
   * the landing page's form names its index route.
   */
  const formProps = {
    ref: formRef,
    method: "post",
    action: `${options.form === "landing" ? "?index" : ""}#${options.anchor}`,
    noValidate: true,
    "aria-busy": submitting,
    onSubmit: submit,
    onFocus: prefetch,
  };
  /** The page's answer to a post sent before the script ran, for `SignupPostNotice`. */
  const notice = posted && { answer: posted, id: noticeId };
  return { formProps, field, submitting, reset, notice };
}

function withoutField(fields: ReadonlySet<keyof SignupInput>, name: keyof SignupInput) {
  if (!fields.has(name)) return fields;
  const rest = new Set(fields);
  rest.delete(name);
  return rest;
}

/** SPEC §4: the newsletter celebration starts 500 ms after the sign-up; its confetti code loads then. */
export function celebrateSignupSoon(): void {
  window.setTimeout(() => {
    void import("#app/lib/celebrations.ts").then(
      ({ celebrateNewsletterSignup }) => celebrateNewsletterSignup(),
      (error: unknown) => console.warn("Confetti could not be loaded", error),
    );
  }, NEWSLETTER_CELEBRATION_DELAY_MS);
}
