import { Mic } from "../ui/icons.tsx";

// Fixed bar heights (percent) so server and browser render the same picture.
const BAR_HEIGHTS = [30, 55, 80, 45, 95, 65, 40, 85, 60, 35, 75, 50, 90, 40, 25];

/** Decorative studio artwork for the hero: a glowing microphone over a sound wave. */
export function SoundWaveArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-md">
      <div className="absolute inset-0 rounded-full bg-gradient-to-br from-brand-gold/40 via-brand-gold/10 to-transparent blur-2xl" />
      <div className="absolute inset-6 rounded-full border border-white/15" />
      <div className="absolute inset-16 rounded-full border border-white/10" />
      <div className="absolute inset-0 flex items-center justify-center">
        <div className="flex h-40 w-40 items-center justify-center rounded-full bg-gradient-to-br from-brand-gold-light to-brand-gold shadow-2xl shadow-brand-gold/30 sm:h-48 sm:w-48">
          <Mic className="h-20 w-20 text-brand-blue-dark sm:h-24 sm:w-24" strokeWidth={1.75} />
        </div>
      </div>
      {/* Each bar is drawn by .sound-wave in app.css; only its height is its own. */}
      <div className="sound-wave absolute inset-x-4 bottom-6 flex h-16 items-end justify-center gap-1.5">
        {BAR_HEIGHTS.map((height, index) => (
          <span key={index} style={{ height: `${height}%` }} />
        ))}
      </div>
    </div>
  );
}
