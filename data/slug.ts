/**
 * A project's slug: its title in lower case, words joined by '-', in whatever script it is
 * written (`Тестовый проект` gives `тестовый-проект`); Latin letters lose their accents, as
 * addresses have always been spelt (`Café` gives `cafe`), while other scripts keep the marks their
 * words are made of (Devanagari's vowel signs). It is the project's address (`/#project-<slug>`),
 * so two projects must not share one, and a title with no letter or digit has none
 * (data/schema.ts refuses it).
 */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
