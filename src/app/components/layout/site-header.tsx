export function SiteHeader() {
  return <header>header</header>;
}
