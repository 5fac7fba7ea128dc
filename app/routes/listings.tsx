export default function Page() {
  return <main>listings</main>;
}
