export default function Page() {
  return <h1>coaching</h1>;
}
