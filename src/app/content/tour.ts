/**
 * Words of the guided tour (SPEC §4 Guided tour: a welcome step plus six feature steps). The
 * spec does not give the text; these describe this site's own features.
 */
import { brand } from "#shared/content/brand.ts";

export type TourStepCopy = { title: string; description: string };

export const tourCopy = {
  welcome: {
    title: `Welcome to ${brand.shortName}!`,
    description:
      "Let us show you around in under a minute: where to listen, how to stay close and how your visits earn rewards. Use the arrow keys or the buttons to move, and Escape to leave at any time.",
  },
  hero: {
    title: "Start listening",
    description:
      "New to the show? Listen Now opens the podcast on Spotify, and Watch on YouTube takes you to the video conversations.",
  },
  podcastPlayer: {
    title: "Your player, always at hand",
    description:
      "As you scroll, this player slides up from the bottom of the screen. Flip through the latest episodes and press play to listen on Spotify.",
  },
  episodesGrid: {
    title: "The episode library",
    description:
      "The newest conversations, each with its own page of key topics, show notes and a transcript. Every episode you play also earns you points.",
  },
  newsletter: {
    title: "Stay in the loop",
    description: `Join the ${brand.communityName} newsletter for new episodes and practical tools for thriving, straight to your inbox.`,
  },
  rewardsLink: {
    title: "Earn as you explore",
    description:
      "Listening, signing up, sharing and exploring earn points, levels and achievements. The Rewards page shows your progress, kept only in this browser.",
  },
  coachingLink: {
    title: "Ready to go further?",
    description: `Work one to one with ${brand.host.name} in ${brand.coaching.programName}. Start with a free ${brand.coaching.discoveryCallMinutes}-minute discovery call on the Coaching page.`,
  },
} satisfies Record<string, TourStepCopy>;

export const tourButtons = {
  next: "Next",
  previous: "Back",
  done: "Done",
  close: "Close the tour",
  navigation: "Tour steps",
  progress: "{{current}} of {{total}}",
};

/** The rewards page's card for taking the guided tour again (SPEC §4 Guided tour: reset). */
export const tourAgain = {
  heading: "New here, or need a refresher?",
  text: "The guided tour shows you around the home page in under a minute: where to listen, how to stay in touch and where your rewards live.",
  button: "Take the tour again",
};
