/**
 * The spec's project summary: the first 100 characters of the details, then an ellipsis; a word
 * the cut would split is left out whole ("rice farmers i..." reads as a typo).
 */
const excerptLength = 100;

export function excerpt(text: string, length = excerptLength) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  const whole = flat[length] === ' ' || lastSpace < 0 ? cut : cut.slice(0, lastSpace);
  return `${whole.trimEnd()}...`;
}
