// A sentence of ours around a title of an author's: the title is isolated (<bdi>), so an English title in an
// Arabic sentence keeps its punctuation at its own end ("الاختبار: What do you know already?"), and an Arabic
// title in an English sentence likewise. The text, and so the accessible name, stays exactly the sentence.
import { Fragment } from 'react';

export function Isolated({ text, part }: { text: string; part?: string }) {
  const at = part ? text.lastIndexOf(part) : -1;
  if (!part || at === -1) return <bdi>{text}</bdi>;
  return (
    <Fragment>
      {text.slice(0, at)}
      <bdi>{part}</bdi>
      {text.slice(at + part.length)}
    </Fragment>
  );
}
