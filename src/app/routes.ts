import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { brand } from "#shared/content/brand.ts";
import { paths } from "#shared/site-paths.ts";

// SPEC §2 route table. "/" is the landing page, shown without header, footer or player.
export default [
  index("routes/landing.tsx"),
  layout("routes/site-layout.tsx", [
    route("home", "routes/home.tsx"),
    route("episodes", "routes/episodes.tsx"),
    route("episode/:episodeId", "routes/episode.tsx"),
    route("about", "routes/about.tsx"),
    route(brand.host.slug, "routes/host.tsx"),
    route("coaching", "routes/coaching.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("support", "routes/support.tsx"),
    route("rewards", "routes/rewards.tsx"),
    route(paths.search.slice(1), "routes/search.tsx"),
    route("admin", "routes/admin.tsx"),
    route("terms-of-service", "routes/terms.tsx"),
    route("privacy-policy", "routes/privacy.tsx"),
    route(paths.unsubscribe.slice(1), "routes/unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
