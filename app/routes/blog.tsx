export default function Page() {
  return <main>blog</main>;
}
