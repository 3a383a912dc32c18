/**
 * A sentence from the labels with one value set apart from it in `<bdi>`: a visitor's words or a
 * name, which may be written in another direction than the sentence (a Latin query in an Arabic
 * sentence), keep their own order and do not pull the punctuation around them to their side.
 * The sentence is translated with `mark` in the value's place; a sentence without it is shown alone.
 */
export function Isolated({ text, mark, value }: { text: string; mark: string; value: string }) {
  const at = text.indexOf(mark);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi>{value}</bdi>
      {text.slice(at + mark.length)}
    </>
  );
}
