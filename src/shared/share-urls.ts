/** SPEC §7 outbound links: share intents for Twitter, Facebook and LinkedIn, text and URL encoded. */
export type ShareNetwork = "twitter" | "facebook" | "linkedin";

export function shareUrls(title: string, pageUrl: string): Record<ShareNetwork, string> {
  const text = encodeURIComponent(title);
  const url = encodeURIComponent(pageUrl);
  return {
    twitter: `https://twitter.com/intent/tweet?text=${text}&url=${url}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    linkedin: `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${text}`,
  };
}
