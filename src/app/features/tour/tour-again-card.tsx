import { Compass } from "#app/components/ui/icons.tsx";
import { useNavigate } from "react-router";
import { paths } from "#shared/site-paths.ts";
import { tourAgain } from "#app/content/tour.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { resetTour } from "./tour-storage.ts";

/** SPEC §4 Guided tour: reset clears the first-visit flag; the full tour then starts on the home page. */
export function TourAgainCard() {
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="tour-again-heading"
      className="flex flex-col items-start rounded-3xl bg-gradient-to-br from-brand-blue to-brand-blue-dark p-6 text-white shadow-lg sm:p-8 lg:col-span-2"
    >
      <IconTile icon={Compass} tone="glass" size="lg" />
      <h2 id="tour-again-heading" className="mt-5 text-2xl leading-tight font-bold sm:text-3xl">
        {tourAgain.heading}
      </h2>
      <p className="mt-3 text-blue-100">{tourAgain.text}</p>
      <div className="mt-auto pt-6">
        <button
          type="button"
          onClick={() => {
            resetTour();
            void navigate(paths.home);
          }}
          className="inline-flex items-center gap-2 rounded-full bg-brand-gold px-6 py-3 font-semibold text-ink transition-colors hover:bg-brand-gold-light"
        >
          {tourAgain.button}
        </button>
      </div>
    </section>
  );
}
