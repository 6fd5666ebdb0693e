/** Copy of the home page (SPEC §2 "Home") beyond the names and links held in brand.ts. */
import type { PlatformIcon } from "./navigation.ts";
import { brand } from "#shared/content/brand.ts";

export const homeHero = {
  eyebrow: "Podcast · Coaching · Community",
  listenLabel: "Listen Now",
  watchLabel: "Watch on YouTube",
};

export type PillarIcon = "purpose" | "growth" | "wellness";

export const welcome = {
  heading: `Welcome to ${brand.shortName}`,
  intro: `${brand.showName} is a weekly home for people who want more than success: a life that feels meaningful, keeps growing and stays well. Every episode rests on three pillars.`,
  pillars: [
    {
      title: "Purpose-Driven",
      icon: "purpose",
      text: "Conversations that help you find your why and build a life and business around what matters most.",
    },
    {
      title: "Growth-Focused",
      icon: "growth",
      text: "Practical lessons from founders, coaches and leaders on mindset, habits and the courage to keep evolving.",
    },
    {
      title: "Wellness-Centered",
      icon: "wellness",
      text: "Tools for protecting your energy, health and relationships, because thriving is never only about work.",
    },
  ] satisfies { title: string; icon: PillarIcon; text: string }[],
};

export type ConnectLink = { label: string; href: string; icon: PlatformIcon | "store" };

export const connect = {
  heading: "Listen & Connect",
  intro: "Follow the show wherever you listen, and stay close to the conversation between episodes.",
  podcast: {
    heading: "Listen to the Podcast",
    text: "New conversations every week, wherever you like to listen or watch.",
    links: [
      { label: "Spotify", href: brand.links.spotifyShow, icon: "spotify" },
      { label: "Apple Podcasts", href: brand.links.applePodcasts, icon: "apple-podcasts" },
      { label: "YouTube", href: brand.links.youtubeChannel, icon: "youtube" },
      { label: "Store", href: brand.links.store, icon: "store" },
    ] satisfies ConnectLink[],
  },
  host: {
    heading: `Connect with ${brand.host.name}`,
    text: brand.host.roles,
    links: [
      { label: "YouTube", href: brand.links.youtubeChannel, icon: "youtube" },
      { label: "Spotify", href: brand.links.spotifyShow, icon: "spotify" },
      { label: "Instagram", href: brand.links.instagram, icon: "instagram" },
      { label: "Facebook", href: brand.links.facebook, icon: "facebook" },
      { label: "LinkedIn", href: brand.links.linkedin, icon: "linkedin" },
      { label: "Website", href: brand.links.website, icon: "website" },
    ] satisfies ConnectLink[],
  },
};

/** SPEC §2 Home: the community sign-up, after the listening history. */
export const communitySignUp = {
  eyebrow: "Community",
  heading: `Join the ${brand.communityName}`,
  intro:
    "Listeners who are building lives of purpose, growth and well-being, one small step at a time. Members hear about new episodes first and get an invitation to every live session.",
  perks: [
    "New episodes in your inbox before they go public",
    `Invitations to live Q&A sessions with ${brand.host.name}`,
    "Monthly reflection prompts to turn listening into doing",
  ],
  formLabel: "Community sign-up",
  /** SPEC §1: the community app is announced as coming soon. */
  appNotice: `Coming soon: the ${brand.communityName} app. Members get the first invitations.`,
};

/** SPEC §2 Home: the newsletter sign-up band, the tour's newsletter step (SPEC §4 guided tour). */
export const newsletterSignUp = {
  eyebrow: "The weekly letter",
  heading: "New Episodes in Your Inbox",
  intro: `One short e-mail a week from ${brand.host.name}: the newest episode, one idea worth keeping, and first word on guides and events.`,
  formLabel: "Newsletter sign-up",
};
