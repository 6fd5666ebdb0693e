import { Mic } from "#app/components/ui/icons.tsx";

// Fixed bar heights (percent) so server and browser render the same picture.
const BAR_HEIGHTS = [30, 55, 80, 45, 95, 65, 40, 85, 60, 35, 75, 50, 90, 40, 25];

/**
 * Decorative studio artwork for the hero: a glowing microphone over a sound wave. A drawing, so
 * the .studio-art rules of app.css draw it; only each bar's height is its own.
 */
export function SoundWaveArt() {
  return (
    <div aria-hidden="true" className="studio-art">
      <div className="studio-art-glow" />
      <div className="studio-art-ring inset-6 border-white/15" />
      <div className="studio-art-ring inset-16 border-white/10" />
      <div className="studio-art-mic">
        <div>
          <Mic strokeWidth={1.75} />
        </div>
      </div>
      <div className="studio-art-wave">
        {BAR_HEIGHTS.map((height, index) => (
          <span key={index} style={{ height: `${height}%` }} />
        ))}
      </div>
    </div>
  );
}
