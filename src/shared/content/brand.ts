/**
 * The brand: every name, link, price and sentence that belongs to the show rather than to
 * the product. Another brand reuses the site by editing the files in this folder alone.
 *
 * The sample brand below is fictional: "The Thriving Path" and its host do not exist, and
 * every address on example.com / example.org is reserved for documentation.
 */
import { hyphenate } from "#shared/site-paths.ts";
import { initialsOf } from "#shared/initials.ts";

export type ExternalLink = { label: string; href: string };

export type Brand = {
  showName: string;
  shortName: string;
  /** The browser's toolbar and an installed app's title bar (hex); the icons in public/ match it. */
  themeColor: string;
  /**
   * The picture link previews show for pages without one of their own (Open Graph and Twitter
   * cards): a 1200×630 image in public/.
   */
  socialImage: string;
  /** Browser storage key of the visited flag (SPEC §3). */
  visitedFlagKey: string;
  tagline: string;
  heroDescription: string;
  communityName: string;
  host: {
    name: string;
    /** Path of the host biography page: the host's name, hyphenated (SPEC §2). */
    slug: string;
    /** The monogram the host page and the coaching page show in place of a photo: first and last initial. */
    initials: string;
    roles: string;
    shortBio: string;
  };
  contactEmail: string;
  legalEntity: string;
  copyrightYear: number;
  links: {
    spotifyShow: string;
    applePodcasts: string;
    youtubeChannel: string;
    store: string;
    website: string;
    instagram: string;
    facebook: string;
    facebookGroup: string;
    linkedin: string;
    guestBooking: string;
    discoveryCall: string;
    guideDownload: string;
  };
  guestBooking: { title: string; rating: string; reviews: string };
  coaching: {
    programName: string;
    priceCents: number;
    durationDays: number;
    maxClients: number;
    guaranteeMonths: number;
    discoveryCallMinutes: number;
    /** How soon after enrolling a new client's consultation call takes place. */
    consultationCallHours: number;
  };
  donationTiers: { id: string; name: string; amountCents: number; description: string }[];
  sponsorPackages: { name: string; priceCents: number; per: string; perks: string[] }[];
  audienceStats: { label: string; value: string }[];
  testimonials: { quote: string; name: string; role: string }[];
};

const hostName = "Jordan Avery Rivers";

export const brand: Brand = {
  showName: "The Thriving Path Podcast",
  shortName: "The Thriving Path",
  themeColor: "#1e3a8a",
  socialImage: "/social-card.jpg",
  visitedFlagKey: "thriving-path-visited",
  tagline: "Let's Make Thriving Our New Normal.",
  heroDescription:
    "Honest conversations with founders, healers and everyday leaders about building a life of purpose, growth and well-being — one episode at a time.",
  communityName: "Thriving Community",
  host: {
    name: hostName,
    slug: hyphenate(hostName),
    initials: initialsOf(hostName),
    roles: "Entrepreneur, podcaster and transformation coach",
    shortBio:
      "Jordan has spent more than fifteen years building companies, coaching leaders and asking the questions most people are afraid to ask out loud. The Thriving Path is where those conversations happen in public.",
  },
  contactEmail: "hello@thrivingpath.example",
  legalEntity: "Thriving Path Media LLC",
  copyrightYear: 2024,
  links: {
    spotifyShow: "https://open.spotify.com/show/0ThrivingPathSample00",
    applePodcasts: "https://podcasts.apple.com/us/podcast/the-thriving-path/id0000000000",
    youtubeChannel: "https://www.youtube.com/@thethrivingpath-sample",
    store: "https://store.thrivingpath.example",
    website: "https://jordanrivers.example.com",
    instagram: "https://www.instagram.com/thethrivingpath.sample",
    facebook: "https://www.facebook.com/thethrivingpath.sample",
    facebookGroup: "https://www.facebook.com/groups/thethrivingpath.sample",
    linkedin: "https://www.linkedin.com/in/jordan-avery-rivers-sample",
    guestBooking: "https://guests.example.org/hosts/the-thriving-path",
    discoveryCall: "https://schedule.thrivingpath.example/discovery-call",
    // The links a client books with after paying are in scheduling-links.server.ts: server only.
    guideDownload: "https://guide.thrivingpath.example/7-day-thriving-guide",
  },
  guestBooking: { title: "Be a guest on the show", rating: "5.00", reviews: "39 Reviews" },
  coaching: {
    programName: "The 90-Day Thriving Blueprint",
    priceCents: 280_000,
    durationDays: 90,
    maxClients: 7,
    guaranteeMonths: 3,
    discoveryCallMinutes: 45,
    consultationCallHours: 48,
  },
  donationTiers: [
    {
      id: "monthly-supporter",
      name: "Monthly Supporter",
      amountCents: 1_000,
      description: "Covers hosting for a week of new episodes.",
    },
    {
      id: "journey-champion",
      name: "Journey Champion",
      amountCents: 2_500,
      description: "Funds the editing and show notes of one episode.",
    },
    {
      id: "thriving-patron",
      name: "Thriving Patron",
      amountCents: 5_000,
      description: "Brings a guest's story to listeners who need it.",
    },
  ],
  sponsorPackages: [
    {
      name: "Episode Sponsor",
      priceCents: 50_000,
      per: "episode",
      perks: [
        "60-second host-read spot",
        "Logo and link in the show notes",
        "Mention in the episode's social posts",
      ],
    },
    {
      name: "Monthly Partner",
      priceCents: 150_000,
      per: "month",
      perks: [
        "Host-read spot in every episode of the month",
        "Featured in the monthly newsletter",
        "One dedicated social post",
      ],
    },
    {
      name: "Season Sponsor",
      priceCents: 500_000,
      per: "season",
      perks: [
        "Presenting sponsor of a full season",
        "Custom segment co-created with the host",
        "Quarterly audience report",
      ],
    },
  ],
  audienceStats: [
    { label: "YouTube subscribers", value: "7,000" },
    { label: "Listener age", value: "24-60+" },
    { label: "Business owners", value: "65%" },
  ],
  testimonials: [
    {
      quote:
        "In ninety days I went from running on empty to running my business on my terms. Jordan asks the questions nobody else would.",
      name: "Maya T.",
      role: "Founder, wellness studio",
    },
    {
      quote:
        "The blueprint gave me structure without squeezing the life out of me. I finally have mornings that belong to me again.",
      name: "Daniel R.",
      role: "Real estate broker",
    },
    {
      quote:
        "I came for business strategy and left with a clearer sense of who I want to be. Worth every minute and every dollar.",
      name: "Priya S.",
      role: "Nonprofit director",
    },
  ],
};
