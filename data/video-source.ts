/** How a project video plays: a YouTube frame, or the browser's own player. */
export type VideoSource = { kind: 'youtube'; embedUrl: string; watchUrl: string } | { kind: 'file'; url: string };

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const videoId = /^[A-Za-z0-9_-]{11}$/;

/** The video id of any YouTube address form, or null for anything else. */
export function youtubeVideoId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = segments[0];
  } else if (youtubeHosts.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && videoId.test(id) ? id : null;
}

/** A YouTube address becomes its privacy-enhanced embed; any other URL plays natively. */
export function videoSource(address: string): VideoSource {
  const id = youtubeVideoId(address);
  if (!id) return { kind: 'file', url: address };
  return {
    kind: 'youtube',
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}
