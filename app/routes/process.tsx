export default function Page() {
  return <main>process</main>;
}
