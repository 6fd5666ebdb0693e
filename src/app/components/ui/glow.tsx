/** A soft blurred circle of light behind a band's content. The parent must be `isolate`, so it stays inside. */
export function Glow({ className }: { className: string }) {
  return (
    <div aria-hidden="true" className={`glow ${className}`} />
  );
}
