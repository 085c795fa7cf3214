/** Small real pictures for the media tests. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const WEBP_1PX = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const SAFE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 300">
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#fc0"/><stop offset="1" stop-color="#f60"/></linearGradient>
    <style><![CDATA[ .hat { fill: url(#g); stroke: #333 } ]]></style>
  </defs>
  <path class="hat" d="M40 60 L160 60 L100 10 Z" style="stroke-width: 2"/>
  <use xlink:href="#g" href="#g"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="10" height="10"/>
  <text x="10" y="290">Шапка &amp; шарф &#x263A;</text>
</svg>
`;
