export default function Page() {
  return <h1>rewards</h1>;
}
