import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../../src/server/media/svg-sanitize.ts';
import { sniff } from '../../../src/server/media/sniff.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attrs = '') => `<svg ${NS}${attrs} viewBox="0 0 10 10">${body}</svg>`;
const clean = (text: string) => sanitizeSvg(text, { name: 'logo.svg' });

describe('SVG sniffing', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const asSvg = { kind: 'image', contentType: 'image/svg+xml', extension: 'svg' };

  it('knows an <svg> root after a BOM, XML declaration, comments, white space and DOCTYPE', () => {
    expect(sniff(bytes(svg('')))).toEqual(asSvg);
    const prolog =
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: x -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n  ';
    expect(sniff(bytes(`${prolog}${svg('')}`))).toEqual(asSvg);
    expect(sniff(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('<svg/>')]))).toEqual(asSvg);
  });

  it('is not fooled by other text or an <svg> further in', () => {
    expect(sniff(bytes('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniff(bytes('<svgfoo/>'))).toBeUndefined();
    expect(sniff(bytes('hello <svg/>'))).toBeUndefined();
    expect(sniff(bytes('<!-- <svg> in an unclosed comment'))).toBeUndefined();
  });
});

describe('SVG sanitising: what goes', () => {
  it('removes scripts, foreignObject, animation and fonts with their content', () => {
    const out = clean(
      svg(
        '<script>alert(1)</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
          '<a href="#r"><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="x"/></a>' +
          '<font><glyph/></font><rect id="r" width="5" height="5"/>',
      ),
    );
    expect(out).toBe(svg('<a href="#r"/><rect id="r" width="5" height="5"/>'));
  });

  it('removes event handler attributes whatever their case', () => {
    const out = clean(svg('<rect onclick="x" ONMOUSEOVER="y" onLoad="z" width="1"/>', ' onload="alert(1)"'));
    expect(out).toBe(svg('<rect width="1"/>'));
  });

  it('removes links outside the file, keeping fragments and data: pictures on images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const out = clean(
      svg(
        `<use href="#a"/><use xlink:href="http://evil.example/x.svg#a"/><use href="x.svg#a"/>` +
          `<use href="${png}"/><image href="${png}"/><image xlink:href="data:image/svg+xml,&lt;svg/>"/>` +
          `<image href="data:text/html,x"/><a href="javascript:alert(1)"/><feImage href="https://x/y.png"/>`,
        ` ${XLINK}`,
      ),
    );
    expect(out).toBe(
      svg(
        `<use href="#a"/><use/><use/><use/><image href="${png}"/><image/><image/><a/><feImage/>`,
        ` ${XLINK}`,
      ),
    );
  });

  it('removes CSS that loads from elsewhere: url() outside the file, @import, escapes', () => {
    const out = clean(
      svg(
        '<style>@import url(https://x/a.css);</style><style>.a{fill:url(https://x/p.svg#g)}</style>' +
          '<style>.b{fill:url(#g)}</style>' +
          '<rect style="fill:url(https://x/y#g);stroke:#f00;background:\\75 rl(http://x)" filter="url(#f)"/>' +
          '<rect fill="url(http://x/y#g)" mask="url( \'#m\' )" cursor="url(https://x/c.cur), auto"/>',
      ),
    );
    expect(out).toBe(
      svg(
        '<style>.b{fill:url(#g)}</style><rect style="stroke:#f00" filter="url(#f)"/><rect mask="url( \'#m\' )"/>',
      ),
    );
  });

  it('removes attributes and elements of other namespaces, comments and processing instructions', () => {
    const inkscape = 'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"';
    const out = clean(
      `<?xml version="1.0"?><!-- made by --><svg ${NS} ${inkscape} inkscape:version="1" viewBox="0 0 10 10">` +
        `<!-- c --><?pi x?><inkscape:grid/><rect inkscape:label="r" xml:space="preserve" xml:base="http://x/"/></svg>`,
    );
    expect(out).toBe(svg('<rect xml:space="preserve"/>'));
  });
});

describe('SVG sanitising: what is refused', () => {
  it('refuses a document with entity declarations (XXE, billion laughs) instead of expanding them', () => {
    const xxe = `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`;
    expect(() => clean(xxe)).toThrow(/^SVG file 'logo\.svg': malformed XML \(.*entity not found:&x;/);
    const laughs = `<!DOCTYPE svg [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`;
    expect(() => clean(laughs)).toThrow(/malformed XML/);
  });

  it('gives a root without xmlns the SVG namespace (the parser reads image/svg+xml so)', () => {
    expect(clean('<svg viewBox="0 0 1 1"><rect/></svg>')).toBe(`<svg viewBox="0 0 1 1" ${NS}><rect/></svg>`);
  });

  it('keeps a plain DOCTYPE out of the result', () => {
    const dtd =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(clean(`${dtd}${svg('<rect/>')}`)).toBe(svg('<rect/>'));
  });

  it('refuses what is not SVG, naming the file', () => {
    expect(() => clean('<html><body/></html>')).toThrow(
      "SVG file 'logo.svg': not an SVG document: it does not start with an <svg> element",
    );
    expect(() => clean('<svg xmlns="http://www.w3.org/1999/xhtml"/>')).toThrow(/not in the SVG namespace/);
    expect(() => sanitizeSvg('GIF89a')).toThrow(/^SVG file: not an SVG document/);
  });

  it('refuses malformed XML', () => {
    expect(() => clean(svg('<rect>'))).toThrow(/^SVG file 'logo\.svg': malformed XML \(/);
    expect(() => clean(svg('<rect width=1/>'))).toThrow(/malformed XML/);
    expect(() => clean(`${svg('')}<svg ${NS}/>`)).toThrow(/malformed XML/);
  });

  it('refuses a document over the size, element or depth limits', () => {
    expect(() => clean(svg('<rect/>'.repeat(1000)))).not.toThrow();
    expect(() => sanitizeSvg(svg('<rect/>'.repeat(1000)), { maxBytes: 4000 })).toThrow(
      /^SVG file: too large: 7\d{3} bytes, at most 4000 are accepted$/,
    );
    expect(() => sanitizeSvg(svg('<rect/>'.repeat(1000)), { maxElements: 999 })).toThrow(
      'SVG file: too large: more than 999 elements',
    );
    expect(() => clean(svg('<g>'.repeat(300) + '</g>'.repeat(300)))).toThrow(/too deeply nested/);
  });
});

describe('SVG sanitising: real files', () => {
  const iconify = (set: string, name: string) => {
    const json = JSON.parse(readFileSync(`node_modules/@iconify-json/${set}/icons.json`, 'utf8')) as {
      width: number;
      height: number;
      icons: Record<string, { body: string }>;
    };
    return `<svg ${NS} viewBox="0 0 ${json.width} ${json.height}">${json.icons[name]?.body ?? ''}</svg>`;
  };
  const files: Record<string, string> = {
    'flag us (markers)': readFileSync('node_modules/flag-icons/flags/4x3/us.svg', 'utf8'),
    'flag kr (clipPath, use)': readFileSync('node_modules/flag-icons/flags/4x3/kr.svg', 'utf8'),
    'lucide camera (strokes)': readFileSync('node_modules/lucide-static/icons/camera.svg', 'utf8'),
    'noto rocket (gradients, use)': iconify('noto', 'rocket'),
    'fluent red-heart (filters)': iconify('fluent-emoji', 'red-heart'),
  };

  it.each(Object.entries(files))('draws %s exactly as before', (_, text) => {
    const render = (t: string) => new Resvg(t, { fitTo: { mode: 'width', value: 96 } }).render().pixels;
    expect(render(sanitizeSvg(text)).equals(render(text))).toBe(true);
  });
});
