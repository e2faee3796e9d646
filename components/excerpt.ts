/** The spec's project summary: the first 100 characters of the details, then an ellipsis. */
const excerptLength = 100;

export function excerpt(text: string, length = excerptLength) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length).trimEnd()}...`;
}
