/**
 * The language picker's mark (decision 0074): its links name the language (`?lang=`) and carry
 * `pick=1`. Only such an address sets the `lang` cookie that remembers the choice, and it answers
 * with a redirect to the same address without the mark. Every other address that names a
 * language sets no cookie, so a shared cache (a CDN) may keep its page for every visitor.
 */
export const LANGUAGE_PICK_PARAMETER = 'pick';
