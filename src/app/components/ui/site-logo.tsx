/** The brand's logo mark (public/logo.svg); decorative, as the brand's name always stands beside it. */
export function SiteLogo({ size, className }: { size: number; className: string }) {
  return <img src="/logo.svg" alt="" width={size} height={size} className={className} />;
}
