export default function Page() {
  return <main>apartment</main>;
}
