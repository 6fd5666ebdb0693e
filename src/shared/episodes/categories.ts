/**
 * Category labels derived from an episode's name (SPEC §3) and the one category an episode card
 * shows in the grid (SPEC §2). Both are case-insensitive keyword matches on the name.
 *
 * A keyword matches at the start of a word and may continue ("leader" matches "Leaders" and
 * "Leadership", "habit" matches "Habits"), but never inside a word ("self" does not match
 * "itself"). A space in a keyword matches any run of whitespace.
 */

export const EPISODE_CATEGORY_LABELS = [
  "Business",
  "Wellness",
  "Real Estate",
  "Personal Growth",
  "Leadership",
  "Life & Purpose",
] as const;
export type EpisodeCategoryLabel = (typeof EPISODE_CATEGORY_LABELS)[number];

// Shared by the SPEC §3 Wellness label and the SPEC §2 Wellness grid category.
const WELLNESS_KEYWORDS = [
  "health",
  "wellness",
  "wellbeing",
  "well-being",
  "fitness",
  "sleep",
  "stress",
  "burnout",
  "mental",
  "anxiety",
  "healing",
  "nutrition",
  "mindful",
] as const;

/** The keywords behind each SPEC §3 label. The spec names the labels only; these lists are ours. */
const EPISODE_CATEGORY_KEYWORDS: Readonly<Record<EpisodeCategoryLabel, readonly string[]>> = {
  Business: [
    "business",
    "entrepreneur",
    "founder",
    "startup",
    "start-up",
    "company",
    "companies",
    "ceo",
    "money",
    "sales",
    "marketing",
    "brand",
    "profit",
    "revenue",
  ],
  Wellness: WELLNESS_KEYWORDS,
  "Real Estate": [
    "real estate",
    "realtor",
    "property",
    "properties",
    "rental",
    "landlord",
    "mortgage",
    "housing",
  ],
  "Personal Growth": [
    "growth",
    "grow",
    "mindset",
    "habit",
    "confidence",
    "self",
    "transformation",
    "resilien",
  ],
  Leadership: ["leader", "team", "manage", "mentor", "influence"],
  "Life & Purpose": ["purpose", "meaning", "faith", "calling", "legacy", "life", "spiritual", "mission"],
};

export const GRID_CATEGORIES = ["Growth", "Mindset", "Purpose", "Wellness"] as const;
export type GridCategory = (typeof GRID_CATEGORIES)[number];

/**
 * Keywords for the grid's single category, checked in this order (the most specific first), so
 * "Mindful Leadership for Better Sleep" is Wellness rather than Growth.
 */
const GRID_CATEGORY_KEYWORDS: ReadonlyArray<readonly [GridCategory, readonly string[]]> = [
  ["Wellness", WELLNESS_KEYWORDS],
  ["Purpose", ["purpose", "meaning", "faith", "calling", "legacy", "mission", "spiritual"]],
  ["Mindset", ["mindset", "belief", "believe", "confidence", "fear", "thinking", "attitude", "resilien"]],
  ["Growth", ["growth", "grow", "habit", "success", "goal", "business", "entrepreneur", "lead", "team", "career", "self"]],
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function keywordPattern(keywords: readonly string[]): RegExp {
  const alternatives = keywords.map((keyword) => escapeRegExp(keyword).replace(/ /g, "\\s+"));
  return new RegExp(`(?<![a-z0-9])(?:${alternatives.join("|")})`, "i");
}

// Marked pure so a bundle that only needs the grid's category (the home page's first load) leaves
// the labels' keyword lists out.
const labelPatterns = /* @__PURE__ */ EPISODE_CATEGORY_LABELS.map(
  (label) => [label, keywordPattern(EPISODE_CATEGORY_KEYWORDS[label])] as const,
);
const gridPatterns = GRID_CATEGORY_KEYWORDS.map(
  ([category, keywords]) => [category, keywordPattern(keywords)] as const,
);

/** Every SPEC §3 label whose keywords appear in the name, in the spec's order; empty when none. */
export function episodeCategoryLabels(name: string): EpisodeCategoryLabel[] {
  return labelPatterns.filter(([, pattern]) => pattern.test(name)).map(([label]) => label);
}

/** 32-bit FNV-1a: a stable hash, so a name always lands in the same category on server and browser. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The grid card's category (SPEC §2: one of Growth, Mindset, Purpose, Wellness). A name without
 * any keyword gets a category picked by a stable hash of the name: the same on every render and
 * every machine, so server-rendered and hydrated cards agree.
 */
export function gridCategory(name: string): GridCategory {
  const matched = gridPatterns.find(([, pattern]) => pattern.test(name));
  if (matched) return matched[0];
  return GRID_CATEGORIES[stableHash(name.trim().toLowerCase()) % GRID_CATEGORIES.length] ?? "Growth";
}
