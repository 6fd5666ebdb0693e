/** The blog feature: what routes and other features may import from it. */
export { BlogMasthead } from "./blog-masthead.tsx";
export { blogFeedLink, blogLd, blogPostingLd, postSeo } from "./blog-meta.ts";
export { BlogNewsletterSignUp } from "./blog-newsletter-sign-up.tsx";
export { BlogPostArticle } from "./blog-post-article.tsx";
export { BlogPostBrowser } from "./blog-post-browser.tsx";
export { PostNotFound } from "./post-not-found.tsx";
