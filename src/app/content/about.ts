/**
 * Copy of the About page (SPEC §2 "About the podcast"). Icons are named here and mapped to
 * components in src/app/features/about/, so this file stays plain data.
 */
import { brand } from "#shared/content/brand.ts";

const hostFirstName = brand.host.name.split(" ")[0] ?? brand.host.name;

export type AboutIcon = "mic" | "compass" | "heart" | "sprout" | "briefcase" | "users";

export type DiscoverCard = { icon: AboutIcon; title: string; text: string };

export const aboutMeta = {
  title: "About the Podcast",
  description: `Why ${brand.showName} exists, what you'll discover in every episode and who the show is for.`,
};

export const aboutHero = {
  eyebrow: "About the podcast",
  title: `About ${brand.showName}`,
  tagline: brand.tagline,
  description: brand.heroDescription,
  startListening: { label: "Start Listening", href: brand.links.spotifyShow },
  browseEpisodes: { label: "Browse Episodes" },
};

export const whyBehindTheMic = {
  heading: "The Why Behind the Mic",
  lead: `${brand.host.name} started ${brand.shortName} after learning, the hard way, that success and well-being are not opposites.`,
  paragraphs: [
    `After years of building companies at full speed, ${hostFirstName} reached the point many high achievers know too well: the business was growing, and the person running it was running on empty. Rest felt like a reward to be earned later. Purpose got pushed to "someday".`,
    "The turnaround did not come from a single breakthrough. It came from conversations — with mentors, healers, founders and everyday leaders who had found a way to build something meaningful without burning themselves down in the process.",
    `${brand.showName} puts those conversations on the record. Every episode is an honest, unhurried look at how real people grow their work, protect their health and stay true to what matters, so that thriving stops being the exception and becomes the new normal.`,
  ],
  highlights: [
    { value: "Honest", label: "No highlight reels, just real stories" },
    { value: "Practical", label: "Ideas you can use this week" },
    { value: "Whole-life", label: "Work, health and purpose together" },
  ],
};

export const discover = {
  heading: "What You'll Discover",
  intro: "Four threads run through every conversation on the show.",
  cards: [
    {
      icon: "briefcase",
      title: "Purposeful Business",
      text: "How founders and leaders build companies that serve people, pay the bills and still leave room for a life.",
    },
    {
      icon: "heart",
      title: "Wellness That Lasts",
      text: "Practical habits for energy, rest and mental health from people who rebuilt theirs while still showing up.",
    },
    {
      icon: "sprout",
      title: "Personal Growth",
      text: "Mindset shifts, hard lessons and the quiet decisions that change the direction of a life.",
    },
    {
      icon: "compass",
      title: "Life & Purpose",
      text: "Stories of people who found their why — and the everyday steps that keep them walking toward it.",
    },
  ] satisfies DiscoverCard[],
};

export const audience = {
  heading: "This Journey Is For You If...",
  lines: [
    "You are successful on paper but want your days to feel as good as they look.",
    "You are building a business or career and refuse to sacrifice your health to do it.",
    "You are ready to trade hustle for a rhythm you can actually sustain.",
    "You want honest stories from people who have walked the path before you.",
    "You believe purpose, growth and well-being belong together — and want a community that agrees.",
  ],
};

export const movementQuote = {
  quote:
    "Thriving is not a destination you reach once. It is a way of living you choose again every morning.",
  attribution: brand.host.name,
  role: `Host of ${brand.showName}`,
};

export const closingCallToAction = {
  heading: "Join the Movement",
  text: `Listen to the latest episode, follow along on social media and become part of the ${brand.communityName}.`,
  socialHeading: "Follow the journey",
};
