export default function Page() {
  return <h1>episodes</h1>;
}
