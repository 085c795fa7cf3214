const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, section, id] = url.pathname.split('/');
  return section === 'embed' || section === 'shorts' || section === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  return url.hostname === 'player.vimeo.com' ? (parts[1] ?? null) : (parts[0] ?? null);
}

/**
 * The player address for a YouTube or Vimeo link: YouTube's no-cookie host and Vimeo's do-not-track
 * mode, so watching a lesson or an exercise sets no tracking cookies. Any other link has none and is opened as is.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id = youtubeId(url);
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (VIMEO_HOSTS.has(url.hostname)) {
    const id = vimeoId(url);
    return id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return null;
}
