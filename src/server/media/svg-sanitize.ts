/**
 * Cleans a user's SVG file before it is stored and served: an allowlist of SVG elements and attributes over
 * a real XML parser (@xmldom/xmldom, strict: any well-formedness error stops it). Out go scripts, event
 * handlers (on*), <foreignObject> (HTML inside), animation elements (they can set href to a script), SVG
 * fonts, the DOCTYPE with its entities (XXE: the parser never expands declared entities, it refuses them),
 * comments and processing instructions, links to anything outside the file (href that is not '#id'; an
 * <image> may keep a data: URL of a PNG, JPEG, GIF or WebP picture), and CSS that imports or loads from
 * elsewhere. What remains draws the same.
 */
import { DOMParser, XMLSerializer, onWarningStopParsing } from '@xmldom/xmldom';
import type { Attr, Element, Node } from '@xmldom/xmldom';
import { svgRootStart } from '../../shared/media/svg-root.ts';
import { cssProblem, safeStyleAttribute } from './svg-css-safety.ts';

export interface SanitizeSvgOptions {
  /** Names the file in error messages. */
  name?: string;
  /** Largest accepted document, in bytes of UTF-8 (default 2 MiB). */
  maxBytes?: number;
  /** Most elements accepted (default 50,000). */
  maxElements?: number;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const MAX_DEPTH = 256;

/** Static SVG 1.1/2 elements that draw or define what is drawn; everything else goes, with its content. */
const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'switch', 'a', 'title', 'desc', 'view',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'style',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA',
  'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology',
  'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]); // prettier-ignore

/** Elements whose href may be a data: URL of a picture. */
const PICTURE_ELEMENTS = new Set(['image', 'feImage']);
const PICTURE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)(?:;[\w=.+-]+)*,/i;
const ATTRIBUTE_NAME = /^[a-zA-Z][\w.-]*$/;

/** The limits of one walk over a document, and the elements kept so far. */
interface Walk {
  readonly label: string;
  readonly maxElements: number;
  elements: number;
}

function fail(label: string, what: string): never {
  throw new Error(`${label}: ${what}`);
}

function checkSize(text: string, label: string, maxBytes: number): void {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > maxBytes) fail(label, `too large: ${bytes} bytes, at most ${maxBytes} are accepted`);
}

function parse(text: string, label: string): Element {
  let root: Element | null;
  try {
    root = new DOMParser({ onError: onWarningStopParsing }).parseFromString(
      text,
      'image/svg+xml',
    ).documentElement;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    fail(label, `malformed XML (${reason})`);
  }
  if (root === null || root.localName !== 'svg')
    fail(label, 'not an SVG document: the root element is not <svg>');
  if (root.namespaceURI !== SVG_NS) {
    fail(label, `not an SVG document: the root <svg> is not in the SVG namespace (xmlns="${SVG_NS}")`);
  }
  return root;
}

function hrefIsSafe(element: Element, value: string): boolean {
  const target = value.trim();
  return (
    target.startsWith('#') || (PICTURE_ELEMENTS.has(element.localName ?? '') && PICTURE_DATA_URL.test(target))
  );
}

/** Whether the attribute stays (a `style` attribute may stay with fewer declarations). */
function keepAttribute(element: Element, attr: Attr): boolean {
  const { namespaceURI: ns, value } = attr;
  const localName = attr.localName ?? '';
  if (ns === XMLNS_NS) return [SVG_NS, XLINK_NS].includes(value);
  if (ns === XLINK_NS) return localName === 'href' && hrefIsSafe(element, value);
  if (ns === XML_NS) return localName === 'space' || localName === 'lang';
  if (ns !== null && ns !== '') return false;
  if (!ATTRIBUTE_NAME.test(localName) || /^on/i.test(localName)) return false;
  if (localName === 'href') return hrefIsSafe(element, value);
  if (localName === 'style') {
    const style = safeStyleAttribute(value);
    if (style !== value && style !== '') element.setAttribute('style', style);
    return style !== '';
  }
  return cssProblem(value) === undefined;
}

function cleanAttributes(element: Element): void {
  for (const attr of Array.from(element.attributes)) {
    if (!keepAttribute(element, attr)) element.removeAttributeNode(attr);
  }
}

function keepElement(element: Element): boolean {
  if (element.namespaceURI !== SVG_NS || !ELEMENTS.has(element.localName ?? '')) return false;
  return element.localName !== 'style' || cssProblem(element.textContent ?? '') === undefined;
}

/** Cleans the tree under `root` in place, depth first without recursion (a deep file cannot overflow it). */
function cleanTree(root: Element, walk: Walk): void {
  const stack: Array<{ node: Node; depth: number }> = [{ node: root, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, depth } = item;
    if (depth > MAX_DEPTH) fail(walk.label, `too deeply nested: more than ${MAX_DEPTH} levels of elements`);
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === child.TEXT_NODE || child.nodeType === child.CDATA_SECTION_NODE) continue;
      if (child.nodeType !== child.ELEMENT_NODE || !keepElement(child as Element)) {
        node.removeChild(child);
        continue;
      }
      if (++walk.elements > walk.maxElements) {
        fail(walk.label, `too large: more than ${walk.maxElements} elements`);
      }
      cleanAttributes(child as Element);
      stack.push({ node: child, depth: depth + 1 });
    }
  }
}

/**
 * The SVG document `text` cleaned (see above), as text. Throws an Error whose message names the file and
 * what is wrong when it is not an SVG document, too large, or malformed.
 */
export function sanitizeSvg(text: string, options: SanitizeSvgOptions = {}): string {
  const label = options.name === undefined ? 'SVG file' : `SVG file '${options.name}'`;
  checkSize(text, label, options.maxBytes ?? 2 * 1024 * 1024);
  if (svgRootStart(text) === undefined)
    fail(label, 'not an SVG document: it does not start with an <svg> element');
  const root = parse(text, label);
  cleanAttributes(root);
  cleanTree(root, { label, maxElements: options.maxElements ?? 50_000, elements: 0 });
  return new XMLSerializer().serializeToString(root);
}
