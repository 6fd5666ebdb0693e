/**
 * The site's confetti celebrations (SPEC §9 "Rewards"). canvas-confetti is loaded with a dynamic
 * import on the first celebration, so it never weighs on any page's first load (DESIGN principle 5).
 * What each celebration fires is plain data from `celebration-presets.ts`.
 */
import type { CreateTypes } from "canvas-confetti";
import { donationCelebration, newsletterCelebration, type ConfettiBurst } from "./celebration-presets.ts";

let cannon: Promise<CreateTypes> | undefined;

/**
 * One shared cannon, so overlapping celebrations draw on one canvas. The library makes that canvas
 * itself (position fixed, pointer-events none, z-index 100: above the Radix dialogs at z-50, so the
 * thank-you modal is not hidden, and clicks pass through) and removes it when the animation ends.
 * No web worker: canvas-confetti would start it from a blob: URL, which a Content-Security-Policy
 * may forbid, and our bursts are small enough for the main thread.
 */
function loadCannon(): Promise<CreateTypes> {
  cannon ??= import("canvas-confetti").then(
    ({ default: confetti }) => confetti.create(undefined, { resize: true, disableForReducedMotion: true }),
    (error: unknown) => {
      cannon = undefined; // a failed chunk download may succeed next time
      throw error;
    },
  );
  return cannon;
}

/**
 * The library appends its canvas straight to <body>, outside every landmark: it is decoration, so
 * assistive technology is told to pass it by.
 */
function hideConfettiCanvas() {
  for (const canvas of document.querySelectorAll("body > canvas:not([aria-hidden])")) {
    canvas.setAttribute("aria-hidden", "true");
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Fires the bursts at their delays. Does nothing on the server or for visitors who ask for reduced
 * motion (checked on every call, because the library reads the preference only once). Never
 * rejects: a celebration is decoration, and its caller's thank-you message must still show.
 */
export async function celebrate(bursts: ConfettiBurst[]): Promise<void> {
  if (typeof window === "undefined" || prefersReducedMotion()) return;
  try {
    const fire = await loadCannon();
    for (const { delayMs, colors, shapes, ...options } of bursts) {
      setTimeout(() => {
        void fire({ ...options, colors: [...colors], shapes: [...shapes] });
        hideConfettiCanvas();
      }, delayMs);
    }
  } catch (error) {
    console.warn("Confetti could not be shown", error);
  }
}

/** SPEC §7/§9: confetti after a successful donation, bigger for bigger gifts. */
export async function celebrateDonation(amountDollars: number): Promise<void> {
  await celebrate(donationCelebration(amountDollars));
}

/** SPEC §4: confetti after a newsletter or community sign-up (its caller waits the 500 ms). */
export async function celebrateNewsletterSignup(): Promise<void> {
  await celebrate(newsletterCelebration());
}
