import type { Page } from "@playwright/test";

/**
 * A stand-in for Stripe.js (https://js.stripe.com), which the offline browser suite cannot fetch:
 * the part of its browser API the site's Stripe card form uses (`Stripe(key)`, `elements`, the
 * Payment Element's mount, events and updates, `confirmPayment`, `retrievePaymentIntent`), with
 * Stripe's answer shapes. It records what the site asked of it, so a test checks the site's side
 * of the card form: which key and client secret it passes, what it confirms with, and how it
 * handles each answer.
 */

/** How the next `confirmPayment` answers, as Stripe.js would. */
export type StripeJsOutcome =
  /** The card was charged. */
  | "succeeded"
  /** Accepted, the money still on its way (a bank debit). */
  | "processing"
  /** A bank debit waiting until the payer verifies the account with micro-deposits. */
  | "verify-bank"
  /** A card_error: "Your card was declined." */
  | "declined"
  /** payment_intent_unexpected_state: it was paid already (another tab). */
  | "paid-already"
  /** payment_intent_unexpected_state: the site canceled it, left unpaid for a day. */
  | "canceled-already"
  /** A validation_error: details the Payment Element marks next to its field. */
  | "incomplete"
  /** An api_connection_error: the connection dropped, whether before or after the charge. */
  | "connection-lost"
  /** The promise rejects: Stripe.js itself failed. */
  | "stripe-js-failure";

export type StripeJsStandInState = {
  publishableKey: string | null;
  /** The options `stripe.elements()` was called with. */
  elementsOptions: { clientSecret?: string; appearance?: unknown } | null;
  /** The Payment Element's options: as created, then each update. */
  paymentElementOptions: Record<string, unknown>[];
  /** Each `confirmPayment` call's parameters, without the elements object. */
  confirmations: {
    confirmParams: Record<string, unknown>;
    redirect: string;
    withTheMountedElements: boolean;
  }[];
  outcome: StripeJsOutcome;
  /** The status `retrievePaymentIntent` reads, as Stripe has the intent now. */
  intentStatus: string;
  /** Until called, the mounted Payment Element has not said it is ready (set when the script loads). */
  releaseReady: (() => void) | null;
  /** Until called, the current `confirmPayment` is on its way (when confirmations are held). */
  releaseConfirmation: (() => void) | null;
};

type Settings = { holdReady: boolean; holdConfirmations: boolean; failToLoadElement: boolean };

/** Runs in the page, as the script js.stripe.com would serve: defines `window.Stripe`. */
function installStripeJs(settings: Settings) {
  type Handler = (event: unknown) => void;
  const state: StripeJsStandInState = {
    publishableKey: null,
    elementsOptions: null,
    paymentElementOptions: [],
    confirmations: [],
    outcome: "succeeded",
    intentStatus: "requires_payment_method",
    releaseReady: null,
    releaseConfirmation: null,
  };
  (window as unknown as { stripeJsStandIn: StripeJsStandInState }).stripeJsStandIn = state;

  /** Resolves on the next task, or, when held, once the test calls the release it is handed. */
  const gate = (hold: boolean, handOver: (release: (() => void) | null) => void) =>
    new Promise<void>((resolve) => {
      if (!hold) return void setTimeout(resolve, 0);
      handOver(() => {
        handOver(null);
        resolve();
      });
    });

  function createElements(options: StripeJsStandInState["elementsOptions"]) {
    state.elementsOptions = options;
    const elements = {
      update(next: Record<string, unknown>) {
        state.elementsOptions = { ...state.elementsOptions, ...next };
      },
      create(type: string, elementOptions: Record<string, unknown>) {
        if (type !== "payment") throw new Error(`the stand-in has no ${type} element`);
        state.paymentElementOptions.push(elementOptions ?? {});
        const handlers = new Map<string, Set<Handler>>();
        const emit = (event: "ready" | "loaderror") => {
          const loadError = {
            type: "invalid_request_error",
            message: "The Payment Element could not be loaded.",
          };
          const payload =
            event === "loaderror" ? { elementType: "payment", error: loadError } : { elementType: "payment" };
          handlers.get(event)?.forEach((handler) => handler(payload));
        };
        let node: HTMLElement | null = null;
        return {
          mount(parent: HTMLElement) {
            node = document.createElement("div");
            node.dataset.stripeStandIn = "payment-element";
            node.textContent = "Card details (Stripe.js stand-in)";
            parent.append(node);
            void gate(settings.holdReady, (release) => (state.releaseReady = release)).then(() =>
              emit(settings.failToLoadElement ? "loaderror" : "ready"),
            );
          },
          on(event: string, handler: Handler) {
            if (!handlers.has(event)) handlers.set(event, new Set());
            handlers.get(event)!.add(handler);
          },
          off(event: string, handler: Handler) {
            handlers.get(event)?.delete(handler);
          },
          update(next: Record<string, unknown>) {
            state.paymentElementOptions.push(next);
          },
          destroy() {
            node?.remove();
          },
        };
      },
    };
    return elements;
  }

  const intentIdOf = (clientSecret: string | undefined) => (clientSecret ?? "").split("_secret_")[0];
  const unexpectedState = (status: string) => ({
    error: {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message: `You cannot confirm this PaymentIntent because it has a status of ${status}.`,
      payment_intent: {
        id: intentIdOf(state.elementsOptions?.clientSecret),
        object: "payment_intent",
        status,
      },
    },
  });

  function Stripe(publishableKey: string) {
    state.publishableKey = publishableKey;
    let mountedElements: unknown = null;
    return {
      elements(options: StripeJsStandInState["elementsOptions"]) {
        mountedElements = createElements(options);
        return mountedElements;
      },
      async confirmPayment({
        elements,
        confirmParams,
        redirect,
      }: {
        elements: unknown;
        confirmParams: Record<string, unknown>;
        redirect: string;
      }) {
        state.confirmations.push({
          confirmParams,
          redirect,
          withTheMountedElements: elements === mountedElements,
        });
        await gate(settings.holdConfirmations, (release) => (state.releaseConfirmation = release));
        const intent = (status: string) => ({
          id: intentIdOf(state.elementsOptions?.clientSecret),
          object: "payment_intent",
          status,
        });
        switch (state.outcome) {
          case "succeeded":
          case "processing":
            return { paymentIntent: intent(state.outcome) };
          case "verify-bank":
            return {
              paymentIntent: {
                ...intent("requires_action"),
                next_action: {
                  type: "verify_with_microdeposits",
                  verify_with_microdeposits: {
                    arrival_date: Math.floor(Date.now() / 1000) + 2 * 86_400,
                    hosted_verification_url: "https://payments.stripe.com/microdeposit/pacs_test_stand_in",
                    microdeposit_type: "descriptor_code",
                  },
                },
              },
            };
          case "declined":
            return {
              error: {
                type: "card_error",
                code: "card_declined",
                decline_code: "generic_decline",
                message: "Your card was declined.",
                payment_intent: intent("requires_payment_method"),
              },
            };
          case "incomplete":
            return {
              error: {
                type: "validation_error",
                code: "incomplete_number",
                message: "Your card number is incomplete.",
              },
            };
          case "connection-lost":
            return {
              error: {
                type: "api_connection_error",
                message:
                  "We are experiencing issues connecting to our payments provider. Please check your internet connection.",
              },
            };
          case "paid-already":
            return unexpectedState("succeeded");
          case "canceled-already":
            return unexpectedState("canceled");
          case "stripe-js-failure":
            throw new TypeError("Failed to fetch");
        }
      },
      async retrievePaymentIntent(clientSecret: string) {
        return {
          paymentIntent: {
            id: intentIdOf(clientSecret),
            object: "payment_intent",
            status: state.intentStatus,
          },
        };
      },
      // Present on Stripe.js; the site's form never calls them.
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      _registerWrapper: () => undefined,
      registerAppInfo: () => undefined,
    };
  }
  // The release train @stripe/stripe-js expects, so it loads without a version warning.
  (window as unknown as { Stripe: unknown }).Stripe = Object.assign(Stripe, { version: "endive" });
}

/**
 * Serves the stand-in for every Stripe.js request the page makes, or refuses them (`unreachable`)
 * as a blocked or offline js.stripe.com would. Returns how many scripts were asked for.
 */
export async function serveStripeJs(
  page: Page,
  options: Partial<Settings> & { unreachable?: boolean } = {},
): Promise<{ requested: () => string[] }> {
  const settings: Settings = {
    holdReady: false,
    holdConfirmations: false,
    failToLoadElement: false,
    ...options,
  };
  const requested: string[] = [];
  await page.route("https://js.stripe.com/**", async (route) => {
    requested.push(route.request().url());
    if (options.unreachable) return route.abort("internetdisconnected");
    await route.fulfill({
      contentType: "application/javascript",
      body: `(${installStripeJs.toString()})(${JSON.stringify(settings)});`,
    });
  });
  return { requested: () => [...requested] };
}

/** What the page's Stripe.js stand-in has recorded so far. */
export function stripeJsState(
  page: Page,
): Promise<Omit<StripeJsStandInState, "releaseReady" | "releaseConfirmation">> {
  return page.evaluate(() => {
    const {
      releaseReady: _ready,
      releaseConfirmation: _confirmation,
      ...recorded
    } = (window as unknown as { stripeJsStandIn: StripeJsStandInState }).stripeJsStandIn;
    return JSON.parse(JSON.stringify(recorded));
  });
}

/** Sets how the next confirmPayment answers, and the status a read of the intent then finds. */
export function setStripeJsOutcome(
  page: Page,
  outcome: StripeJsOutcome,
  intentStatus = "requires_payment_method",
): Promise<void> {
  // Set as soon as the page's Stripe.js has loaded (the card form fetches it on opening).
  return page
    .waitForFunction(
      ([next, status]) => {
        const state = (window as unknown as { stripeJsStandIn?: StripeJsStandInState }).stripeJsStandIn;
        if (!state) return false;
        state.outcome = next;
        state.intentStatus = status;
        return true;
      },
      [outcome, intentStatus] as const,
    )
    .then(() => undefined);
}

/** Lets the held Payment Element report ready, or the held confirmation answer, once it is held. */
export function releaseStripeJs(page: Page, what: "ready" | "confirmation"): Promise<void> {
  return page
    .waitForFunction((which) => {
      const state = (window as unknown as { stripeJsStandIn?: StripeJsStandInState }).stripeJsStandIn;
      const release = which === "ready" ? state?.releaseReady : state?.releaseConfirmation;
      release?.();
      return Boolean(release);
    }, what)
    .then(() => undefined);
}
