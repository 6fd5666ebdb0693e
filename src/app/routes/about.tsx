export default function Page() {
  return <h1>about</h1>;
}
