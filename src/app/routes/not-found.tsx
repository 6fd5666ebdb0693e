import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundCard } from "#app/components/not-found-card.tsx";
import { brand } from "#shared/content/brand.ts";
import { notFoundCopy } from "#shared/content/not-found.ts";

export function loader() {
  // An unknown path answers 404 while still showing the site's frame.
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `${notFoundCopy.title} | ${brand.showName}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFoundCard />;
}
