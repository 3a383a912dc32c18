/**
 * The revision compare marks the words that changed inside a text (issue 46), not the whole field:
 * removed words struck through in `del` on the older side, added ones in `ins` on the newer, each
 * with words a screen reader speaks where the mark starts and ends (not colour alone). Rich text is
 * compared as its visible text, paragraph by paragraph, in any of the site's languages.
 */
import { describe, expect, it } from 'vitest';
import { markChangedWords } from '../../app/admin/word-marks';
import { ChangedText } from '../../app/components/admin/ChangedText';
import { paragraphsOf } from '../../app/components/admin/RevisionsDrawer';
import { renderInAdmin } from './render';

function compared(older: unknown, newer: unknown, lang: 'en_US' | 'de_DE' = 'en_US') {
  const marked = markChangedWords(paragraphsOf(older), paragraphsOf(newer));
  const before = renderInAdmin(<ChangedText paragraphs={marked.older} side="older" />, lang).container;
  const after = renderInAdmin(<ChangedText paragraphs={marked.newer} side="newer" />, lang).container;
  return { before, after };
}

const texts = (root: Element, selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent);

describe('word marks in the revision compare', () => {
  it('marks the one changed word of a title, on each side, and keeps the rest as it reads', () => {
    const { before, after } = compared('First saved headline', 'Second saved headline');
    expect(texts(before, 'del')).toEqual(['First']);
    expect(texts(after, 'ins')).toEqual(['Second']);
    expect(before.querySelectorAll('ins')).toHaveLength(0);
    expect(after.querySelectorAll('del')).toHaveLength(0);
    expect(before.textContent).toBe('First saved headline');
    expect(after.textContent).toBe('Second saved headline');
  });

  it('compares rich text as its visible text, marking words inside the paragraph that changed', () => {
    const { before, after } = compared(
      '<p>The court <strong>dismissed</strong> the claim.</p><p>Costs were awarded.</p>',
      '<p>The court <strong>upheld</strong> the claim.</p><p>Costs were awarded.</p>',
    );
    expect(texts(before, 'p')).toEqual(['The court dismissed the claim.', 'Costs were awarded.']);
    expect(texts(before, 'del')).toEqual(['dismissed']);
    expect(texts(after, 'ins')).toEqual(['upheld']);
    // No tag of the rich text is shown, and the unchanged paragraph has no mark.
    expect(after.querySelector('strong')).toBeNull();
    expect(after.querySelectorAll('p')[1]!.querySelector('ins')).toBeNull();
  });

  it('says in words, in the admin language, where each mark starts and ends', () => {
    const { before, after } = compared('Alte Fassung', 'Neue Fassung', 'de_DE');
    const removed = before.querySelector('del')!;
    const added = after.querySelector('ins')!;
    expect([removed.dataset.start, removed.dataset.end]).toEqual(['entfernt', 'Ende des Entfernten']);
    expect([added.dataset.start, added.dataset.end]).toEqual(['hinzugefügt', 'Ende des Hinzugefügten']);
  });

  it('splits Chinese into words rather than marking the whole sentence', () => {
    const { before, after } = compared('人民法院判决驳回起诉', '人民法院裁定驳回起诉');
    expect(texts(before, 'del').join('')).not.toContain('人民法院');
    expect(texts(after, 'ins').join('')).toContain('裁定');
    expect(after.textContent).toBe('人民法院裁定驳回起诉');
  });

  it('marks a whole text that came or went, and says "(empty)" on the side without it', () => {
    const { before, after } = compared('', 'A note added later');
    expect(before.textContent).toBe('(empty)');
    expect(texts(after, 'ins')).toEqual(['A note added later']);
  });
});
