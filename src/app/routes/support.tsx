export default function Page() {
  return <h1>support</h1>;
}
