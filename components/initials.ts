/**
 * The letters a monogram shows for a name: the first letter of its first and last words, leaving
 * out titles written with a full stop ('Dr.', 'Mr.', 'Prof.'), so 'Dr. Grace Wambui' is 'GW'.
 */
export function initials(name: string) {
  const words = name.split(/\s+/).filter((word) => word !== '' && !word.endsWith('.'));
  const named = words.length > 0 ? words : name.split(/\s+/).filter(Boolean);
  const first = named[0] ?? '';
  const last = named.length > 1 ? (named.at(-1) ?? '') : '';
  // By code point, and as the name's own letters: Ũ stays one letter.
  return [first, last]
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
