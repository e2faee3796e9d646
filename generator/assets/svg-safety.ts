import { SaxesParser } from 'saxes';

/** Something in an SVG that could run script when the file is opened on the site's origin. */
export interface SvgHazard {
  line: number;
  what: string;
}

// Elements that run script or embed documents that can. Names compared in lower case.
const scriptElements = new Set(['script', 'foreignobject', 'handler', 'iframe', 'embed', 'object']);
const xhtml = 'http://www.w3.org/1999/xhtml';
/** Browsers ignore whitespace and control characters inside a URL's scheme. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: those characters are exactly what a browser skips.
const scriptUrl = (value: string) => /(javascript|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, ''));

/**
 * Every place in `svg` where script could run: script-bearing elements, elements in the XHTML
 * namespace, event-handler attributes (onload=...), javascript: URLs in any attribute (href,
 * xlink:href, or an <animate>/<set> that would write one), processing instructions such as
 * xml-stylesheet (XSLT), entity declarations, and XML that does not parse, since a browser could
 * read it otherwise than this check does. Parsed with saxes, a strict XML parser, so entity and
 * character references in attribute values are decoded before they are looked at.
 */
export function findSvgHazards(svg: string): SvgHazard[] {
  const hazards: SvgHazard[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  const found = (what: string) => hazards.push({ line: parser.line, what });
  let inStyle = 0;

  parser.on('opentag', (tag) => {
    const local = tag.local.toLowerCase();
    if (scriptElements.has(local)) found(`a <${tag.name}> element`);
    else if (tag.uri === xhtml) found(`an XHTML <${tag.name}> element`);
    if (local === 'style') inStyle += 1;
    for (const attribute of Object.values(tag.attributes)) {
      if (/^on/i.test(attribute.local)) found(`an event-handler attribute ${attribute.name}="..." on <${tag.name}>`);
      else if (scriptUrl(attribute.value)) found(`a javascript: URL in ${attribute.name}="..." on <${tag.name}>`);
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() === 'style') inStyle -= 1;
  });
  parser.on('text', (text) => {
    if (inStyle > 0 && scriptUrl(text)) found('a javascript: URL in a <style> element');
  });
  parser.on('cdata', (text) => {
    if (inStyle > 0 && scriptUrl(text)) found('a javascript: URL in a <style> element');
  });
  parser.on('processinginstruction', (instruction) => found(`a <?${instruction.target} ...?> processing instruction`));
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) found('a DOCTYPE that declares entities');
  });

  try {
    parser.write(svg).close();
  } catch (error) {
    found(`XML that does not parse (${error instanceof Error ? error.message.replace(/^undefined:/, 'at ') : String(error)})`);
  }
  return hazards;
}
