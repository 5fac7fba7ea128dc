export default function Page() {
  return <main>blog-post</main>;
}
