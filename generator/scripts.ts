/**
 * A page loads a client behaviour only when its markup uses it: client/menu.ts is
 * loaded by pages whose HTML carries a `data-menu` attribute.
 */
function behavioursUsedBy(html: string, behaviours: ReadonlyMap<string, string>) {
  return [...behaviours].filter(([name]) => new RegExp(`\\sdata-${name}(?=[\\s=>/])`).test(html));
}

export function withScripts(html: string, behaviours: ReadonlyMap<string, string>) {
  const tags = behavioursUsedBy(html, behaviours)
    .map(([, url]) => `<script type="module" src="${url}"></script>`)
    .join('');
  return html.replace('</head>', `${tags}</head>`);
}
