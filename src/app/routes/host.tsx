export default function Page() {
  return <h1>host</h1>;
}
