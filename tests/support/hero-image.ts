/** The hero's one image tag, with the <picture> around it when there is one. */
export const heroImage = (html: string) =>
  html
    .match(/<section[^>]*aria-labelledby="hero-title"[\s\S]*?<\/section>/)?.[0]
    .match(/(<picture>[\s\S]*?<\/picture>|<img [^>]*>)/)?.[0] ?? '';
