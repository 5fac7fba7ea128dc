export default function Page() {
  return <main>sitemap</main>;
}
