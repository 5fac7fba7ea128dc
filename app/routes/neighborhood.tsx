export default function Page() {
  return <main>neighborhood</main>;
}
