export default function Page() {
  return <main>privacy</main>;
}
