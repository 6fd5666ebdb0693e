/** SPEC §2 Blog list: the featured card is the first post marked featured, else the first post. */
export function pickFeaturedPost<T extends { featured: boolean }>(posts: T[]): { featured?: T; others: T[] } {
  const featured = posts.find((post) => post.featured) ?? posts[0];
  return { featured, others: posts.filter((post) => post !== featured) };
}
