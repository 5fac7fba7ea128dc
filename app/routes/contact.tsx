export default function Page() {
  return <main>contact</main>;
}
