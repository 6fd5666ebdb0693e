/** Decorative microphone-and-wave artwork for the About hero (no remote images, SPEC §2). */
const bars = [28, 52, 80, 44, 100, 64, 120, 72, 96, 48, 84, 36, 60, 24];

export function SoundWave({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`relative mx-auto aspect-square w-full max-w-sm ${className}`}>
      <div className="absolute inset-0 rounded-full border border-white/15" />
      <div className="absolute inset-8 rounded-full border border-white/15" />
      <div className="absolute inset-16 rounded-full bg-white/5 ring-1 ring-brand-gold-light/30" />
      <svg viewBox="0 0 280 160" className="absolute inset-x-6 top-1/2 -translate-y-1/2" focusable="false">
        {bars.map((height, index) => (
          <rect
            key={index}
            x={index * 20 + 4}
            y={80 - height / 2}
            width="10"
            height={height}
            rx="5"
            className={index % 3 === 1 ? "fill-brand-gold" : "fill-brand-gold-light/70"}
          />
        ))}
      </svg>
    </div>
  );
}
