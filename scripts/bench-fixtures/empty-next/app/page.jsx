// A heading and a sentence, so that the page has a largest contentful paint to measure.
export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
      <p>The reference for the landing page benchmark: nothing but what Next.js itself sends.</p>
    </main>
  );
}
