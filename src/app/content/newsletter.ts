/**
 * Copy of the sign-up forms (SPEC §2 Home and Blog list, §5 validation, §8 sign-up messages) and of
 * their success panel. Quoted spec texts are kept word for word, including the home newsletter form's
 * 'Please enter both your email address.'; the sentences around them are ours. The unsubscribe page's
 * words are in `unsubscribe.ts`, so the home page's forms do not carry them.
 */
import { brand } from "#shared/content/brand.ts";

/**
 * SPEC §7: the fixed form id the sign-up forms send with POST /api/kit/subscribe. The server adds
 * the subscriber to its own configured Kit form (KIT_FORM_ID); this only names where the browser
 * asked for it.
 */
export const providerFormId = "thriving-community";

export type ToastText = { title: string; description: string };

/** What a visitor is told after each step of a sign-up form. */
export type SignupMessages = {
  /** SPEC §5: a required field is empty after trimming. */
  missing: ToastText;
  /** SPEC §8: the sign-up is stored; `viaProvider` is false when only our own list has it. */
  success: (signup: { email: string; firstName: string; viaProvider: boolean }) => ToastText;
  /** SPEC §8: the provider call and the fallback both failed. */
  failed: ToastText;
};

const newsletterSuccess: ToastText = {
  title: "Successfully subscribed!",
  description: `Welcome to the ${brand.communityName}. Check your email for a confirmation.`,
};

const newsletterFailed: ToastText = {
  title: "Subscription failed",
  description: "There was an issue subscribing to the newsletter. Please try again or contact us directly.",
};

export const newsletterMessages: SignupMessages = {
  missing: { title: "Email required", description: "Please enter both your email address." },
  success: () => newsletterSuccess,
  failed: newsletterFailed,
};

export const blogNewsletterMessages: SignupMessages = {
  missing: { title: "Email required", description: "Please enter your email address." },
  success: () => newsletterSuccess,
  failed: newsletterFailed,
};

export const communityMessages: SignupMessages = {
  missing: { title: "Missing Information", description: "Please enter both your name and email address." },
  success: ({ firstName, viaProvider }) => ({
    title: "Welcome to the Community!",
    description: viaProvider
      ? `You're in, ${firstName}! Your welcome e-mail is on its way.`
      : `You're on the list, ${firstName}. We'll e-mail you your community access details shortly.`,
  }),
  failed: {
    title: "Signup Error",
    description: "There was an issue joining the community. Please try again or contact us directly.",
  },
};

/**
 * A sign-up form posted before the page's script ran (no JavaScript, or a quick visitor on a slow
 * phone): the answer shows in the form instead of a toast. The title over a field to mend.
 */
export const signupPostCopy = { invalidTitle: "Please check the form" };

/** Labels shared by every sign-up form, the landing page's included. */
export const signupFieldCopy = {
  firstName: "First name",
  firstNamePlaceholder: "Your first name",
  email: "Email address",
  emailPlaceholder: "you@example.com",
  privacy: "No spam, ever. Unsubscribe with one click at any time.",
};

/** The e-mail-only newsletter form of the home page and the blog list. */
export const newsletterFormCopy = {
  submit: "Subscribe",
  submitting: "Subscribing...",
};

/** The community form (SPEC §2 Home) and its success panel (SPEC §4). */
export const communityFormCopy = {
  heading: "Save your spot",
  submit: "Join the Community",
  submitting: "Joining...",
  joinedHeading: (firstName: string) => `Welcome aboard, ${firstName}!`,
  joinedText: (email: string) =>
    `We'll write to ${email} with everything you need to get started. Know someone who belongs here too?`,
  joinAnother: "Join Another Person",
};
