import { expect, test } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cspHash } from '../../components/content-security-policy';
import { styleOnlyChange } from '../../generator/dev/style-only';

/** A page as the build writes it: its policy allows its inline style by hash, escaped by React as `&#x27;`. */
const page = (css: string, text: string, stylesheet = '/assets/styles-1.css') =>
  `<!DOCTYPE html><html><head>${renderToStaticMarkup(
    createElement('meta', { httpEquiv: 'Content-Security-Policy', content: `style-src 'self' ${cspHash(css)}` }),
  )}<style>${css}</style><link rel="stylesheet" href="${stylesheet}"/></head><body><p>${text}</p></body></html>`;

test('a change to the CSS alone, its policy hash and stylesheet address with it, swaps styles in place', () => {
  const before = new Map([['index.html', page('p{color:red}', 'Hello')]]);
  const after = new Map([['index.html', page('p{color:blue}', 'Hello', '/assets/styles-2.css')]]);
  expect(after.get('index.html')).toContain('&#x27;sha256-');
  expect(styleOnlyChange(before, after)).toBe(true);
});

test('a change to the text, with or without the CSS, reloads', () => {
  const before = new Map([['index.html', page('p{color:red}', 'Hello')]]);
  expect(styleOnlyChange(before, new Map([['index.html', page('p{color:blue}', 'Hello again')]]))).toBe(false);
  expect(styleOnlyChange(before, new Map([['index.html', page('p{color:red}', 'Hello again')]]))).toBe(false);
  expect(styleOnlyChange(before, new Map(before))).toBe(false);
  expect(styleOnlyChange(before, new Map([...before, ['404.html', page('p{color:red}', 'Missing')]]))).toBe(false);
});
