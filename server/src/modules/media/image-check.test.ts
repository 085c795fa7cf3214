import { describe, expect, it } from 'vitest';
import { checkImage, checkSvg } from './image-check.ts';
import { GIF_1PX, PNG_1PX, SAFE_SVG, WEBP_1PX } from './image-samples.ts';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${body}</svg>`;

describe('checkImage', () => {
  it('recognises PNG, WebP and SVG by their content', async () => {
    expect(await checkImage(PNG_1PX)).toEqual({ ok: true, extension: 'png' });
    expect(await checkImage(WEBP_1PX)).toEqual({ ok: true, extension: 'webp' });
    expect(await checkImage(Buffer.from(SAFE_SVG))).toEqual({ ok: true, extension: 'svg' });
    expect(await checkImage(Buffer.from(`\uFEFF${svg('<rect width="1" height="1"/>')}`))).toEqual({
      ok: true,
      extension: 'svg',
    });
  });

  it.each([
    ['a GIF', GIF_1PX],
    ['plain text', Buffer.from('just some text, saved as picture.png')],
    ['an empty file', Buffer.alloc(0)],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['a truncated PNG signature', PNG_1PX.subarray(0, 8)],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x1a\x00\x00\x00WAVEfmt ')],
    ['bytes that are not UTF-8', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xc3, 0x28, 0x3e])],
  ])('refuses %s as a type not allowed', async (_name, bytes) => {
    expect(await checkImage(bytes)).toEqual({ ok: false, code: 'IMAGE_TYPE_NOT_ALLOWED' });
  });

  it('refuses an unsafe SVG as unsafe', async () => {
    expect(await checkImage(Buffer.from(svg('<script>alert(1)</script>')))).toEqual({
      ok: false,
      code: 'IMAGE_UNSAFE',
    });
  });
});

describe('checkSvg', () => {
  it('accepts a drawing with gradients, styles, local links and an embedded PNG', async () => {
    expect(checkSvg(SAFE_SVG)).toBe('safe');
    expect(checkSvg(svg('<g><circle r="2" fill="url(\'#g\')"/></g>'))).toBe('safe');
    expect(checkSvg(`<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:rect width="1"/></svg:svg>`)).toBe('safe');
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a namespaced script element', svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>')],
    ['a script element in capitals', svg('<SCRIPT>alert(1)</SCRIPT>')],
    ['foreignObject', svg('<foreignObject><div>hi</div></foreignObject>')],
    ['an iframe', svg('<iframe src="https://evil.example"/>')],
    ['an embed', svg('<embed src="x.swf"/>')],
    ['an object', svg('<object data="x.html"/>')],
    ['an onload attribute', svg('<rect width="1"/>', ' onload="alert(1)"')],
    ['an onclick attribute in capitals', svg('<rect ONCLICK="alert(1)" width="1"/>')],
    ['an external href', svg('<image href="https://evil.example/track.png"/>')],
    [
      'an external xlink:href',
      svg('<use xlink:href="http://evil.example/s.svg#a" xmlns:xlink="http://www.w3.org/1999/xlink"/>'),
    ],
    ['a relative href', svg('<image href="other.png"/>')],
    ['a base address for local links', svg('<use href="#a"/>', ' xml:base="https://evil.example/"')],
    ['a data: URL that is not a PNG or WebP', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect width="1"/></a>')],
    ['a javascript: link hidden by entities', svg('<a href="&#106;ava&#x73;cript&#58;alert(1)"><rect/></a>')],
    ['a javascript: link split by a tab', svg('<a href="java&#9;script:alert(1)"><rect/></a>')],
    ['javascript: in text', svg('<text>javascript:alert(1)</text>')],
    ['an animation that sets href', svg('<a href="#x"><set attributeName="href" to="https://evil.example"/></a>')],
    ['an external url() in a fill', svg('<rect fill="url(https://evil.example/p.svg#g)"/>')],
    ['an external url() in a style element', svg('<style>rect { fill: url(//evil.example/x) }</style>')],
    ['an @import', svg('<style>@import "https://evil.example/x.css";</style>')],
    ['a CSS escape that could spell an import', svg('<style>@\\69mport "x.css";</style>')],
    ['an external url() in a style attribute', svg('<rect style="fill: url(\'http://evil.example\')"/>')],
    [
      'a DOCTYPE with entities',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><svg>&b;</svg>',
    ],
    ['an xml-stylesheet instruction', '<?xml-stylesheet href="https://evil.example/x.css"?><svg/>'],
    ['an XHTML namespace', svg('<div xmlns="http://www.w3.org/1999/xhtml">hi</div>')],
  ])('refuses %s as unsafe', (_name, text) => {
    expect(checkSvg(text)).toBe('unsafe');
  });

  it.each([
    ['an HTML page', '<html><body>hello</body></html>'],
    ['a root that is not svg', '<rect width="1"/>'],
    ['an unclosed element', '<svg><g></svg>'],
    ['text outside the root', 'hello <svg/>'],
    ['two roots', '<svg/><svg/>'],
    ['an unknown entity', svg('<text>&nbsp;</text>')],
    ['a bare ampersand', svg('<text>a & b</text>')],
    ['a duplicate attribute', svg('<rect width="1" width="2"/>')],
    ['an unquoted attribute', svg('<rect width=1/>')],
    ['a declared encoding other than UTF-8', '<?xml version="1.0" encoding="UTF-16"?><svg/>'],
    ['an empty text', ''],
  ])('refuses %s as not an SVG', (_name, text) => {
    expect(checkSvg(text)).toBe('invalid');
  });
});
