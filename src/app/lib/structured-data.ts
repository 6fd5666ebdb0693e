import { brand } from "#shared/content/brand.ts";

/** schema.org objects for the JSON-LD blocks of SPEC §2 pages. */

export function organizationLd(baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.legalEntity,
    alternateName: brand.showName,
    url: `${baseUrl}/home`,
    logo: `${baseUrl}/logo.svg`,
    email: brand.contactEmail,
    founder: { "@type": "Person", name: brand.host.name },
    sameAs: [brand.links.youtubeChannel, brand.links.instagram, brand.links.facebook, brand.links.linkedin],
  };
}

export function hostPersonLd(baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: brand.host.name,
    jobTitle: brand.host.roles,
    description: brand.host.shortBio,
    url: `${baseUrl}/${brand.host.slug}`,
    sameAs: [brand.links.website, brand.links.instagram, brand.links.facebook, brand.links.linkedin],
  };
}

export function podcastSeriesLd(baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "PodcastSeries",
    name: brand.showName,
    description: brand.heroDescription,
    url: `${baseUrl}/home`,
    author: { "@type": "Person", name: brand.host.name },
    sameAs: [brand.links.spotifyShow, brand.links.applePodcasts, brand.links.youtubeChannel],
  };
}
