export default function Page() {
  return <main>not-found</main>;
}
