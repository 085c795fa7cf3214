/**
 * Formats one date and one number in the locale it is sent, then ends: the browser loads its shared locale data
 * (ICU) on this thread instead of on the page's (see intl-warmup.ts).
 */
self.addEventListener('message', (event: MessageEvent<string>) => {
  new Intl.DateTimeFormat(event.data, { weekday: 'long', day: 'numeric', month: 'long' }).format(0);
  new Intl.NumberFormat(event.data).format(0);
  self.close();
});
