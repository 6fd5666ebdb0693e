import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { PageViewReporter } from "#app/components/analytics/page-view-reporter.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { brand } from "#shared/content/brand.ts";
import { NewTabHint } from "#app/components/ui/external-link.tsx";
import { BeforeReadyScript, NotReadyHint } from "#app/components/ui/before-ready-script.tsx";
import appStylesheet from "./app.css?url";

export function loader({ context }: Route.LoaderArgs) {
  return { baseUrl: context.publicBaseUrl, analyticsMeasurementId: context.analyticsMeasurementId };
}

export const links: Route.LinksFunction = () => [
  // The one render-blocking file. With a precedence React writes it ahead of the scripts' preloads,
  // so the browser asks for it first (decision 022).
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        <Meta />
        <Links />
        <BeforeReadyScript />
      </head>
      <body>
        {children}
        <NewTabHint />
        <NotReadyHint />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    // Marks the moment the page became interactive (browser tests wait for it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <Toaster />
      <PageViewReporter measurementId={loaderData.analyticsMeasurementId} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="flex min-h-screen items-center justify-center bg-paper p-6">
      <div className="max-w-md rounded-2xl bg-white p-8 text-center shadow-lg">
        <h1 className="text-2xl font-bold text-brand-blue">Something went wrong</h1>
        <p className="mt-3 text-slate-700">
          {status === 500
            ? "The page could not be shown. Please try again in a moment."
            : `The request could not be completed (${status}).`}
        </p>
        <a className="mt-6 inline-block font-semibold text-brand-blue underline" href="/home">
          Back to {brand.shortName}
        </a>
      </div>
    </main>
  );
}
