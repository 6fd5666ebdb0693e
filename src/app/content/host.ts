/**
 * Copy of the host biography page (SPEC §2 "Host biography page"). The ventures below are
 * fictional and live on example.com, which is reserved for documentation.
 */
import { brand } from "#shared/content/brand.ts";

const hostFirstName = brand.host.name.split(" ")[0] ?? brand.host.name;

export type HostStat = { value: string; label: string };
export type HostVenture = { name: string; description: string; href: string; icon: VentureIcon };
export type VentureIcon = "building" | "leaf" | "house" | "users" | "book";

export const hostMeta = {
  title: `About ${brand.host.name}`,
  description: `${brand.host.name}: ${brand.host.roles.toLowerCase()}, host of ${brand.showName} and founder of four companies.`,
};

export const hostHero = {
  eyebrow: "Meet your host",
  name: brand.host.name,
  roles: brand.host.roles,
  bio: [
    brand.host.shortBio,
    `Before the microphone, there were boardrooms, job sites and late nights spent rebuilding a business from scratch. Those years taught ${hostFirstName} that the way we build matters as much as what we build — and that nobody should have to figure that out alone.`,
  ],
  initials: brand.host.initials,
};

/** SPEC §2: 15+ years, community 'Growing', 40+ episodes, 4 companies. */
export const hostStats: HostStat[] = [
  { value: "15+", label: "Years in business" },
  { value: "Growing", label: `${brand.communityName}` },
  { value: "40+", label: "Podcast episodes" },
  { value: "4", label: "Companies founded" },
];

export const venturesSection = {
  heading: "Ventures & Companies",
  intro: "Four companies, one conviction: business can be a force for people to thrive.",
};

export const hostVentures: HostVenture[] = [
  {
    name: "Rivers & Co. Consulting",
    description:
      "Strategy and leadership advisory for purpose-driven founders scaling past their first million.",
    href: "https://riversandco.example.com",
    icon: "building",
  },
  {
    name: "Evergreen Wellness Studio",
    description:
      "A studio for breathwork, movement and recovery built for people who run businesses and families.",
    href: "https://evergreenwellness.example.com",
    icon: "leaf",
  },
  {
    name: "Open Door Realty Group",
    description:
      "A people-first real estate brokerage helping families and investors find homes that fit their lives.",
    href: "https://opendoorrealty.example.com",
    icon: "house",
  },
  {
    name: "Rooted Leaders Collective",
    description: "Peer circles where business owners share what is working, what is not and what is next.",
    href: "https://rootedleaders.example.com",
    icon: "users",
  },
];

/** SPEC §1: the companion product is announced but not yet available, so it has no link. */
export const companionProduct = {
  name: `${brand.shortName} Companion Journal`,
  description: "A guided daily journal and app to carry each episode's lessons into your mornings.",
  badge: "Coming Soon",
};

export const hostQuote = {
  quote:
    "I used to think I had to choose between building something big and being well enough to enjoy it. The best thing I ever built was the life that proved that choice wrong.",
  attribution: brand.host.name,
};

export const missionVision = {
  heading: "Mission & Vision",
  mission: {
    title: "Mission",
    text: "To help ambitious people build businesses and lives rooted in purpose, growth and well-being — through honest conversations, practical coaching and a community that lifts each other up.",
  },
  vision: {
    title: "Vision",
    text: "A world where thriving is the new normal: where success is measured by the health of the people creating it, and no one has to trade their well-being for their dreams.",
  },
};

export const hostCallToAction = {
  heading: "Ready to walk the path together?",
  text: `Work with ${hostFirstName} one-on-one in ${brand.coaching.programName}, or start with the podcast.`,
  coachingLabel: "Explore Coaching",
  episodesLabel: "Listen to Episodes",
};
