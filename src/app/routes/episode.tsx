export default function Page() {
  return <h1>episode</h1>;
}
