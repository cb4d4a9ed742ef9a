import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../../src/modules/content/sanitise';

describe('sanitising operator HTML', () => {
  it('drops the onerror handler of <img src=x onerror=alert(1)> and keeps the image', () => {
    expect(sanitiseHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
  });

  it('removes <script> elements with their content', () => {
    expect(sanitiseHtml('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
  });

  it('strips a javascript: href (any case, with entities or whitespace) and keeps the link text', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)']) {
      const clean = sanitiseHtml(`<a href="${href}">click</a>`);
      expect(clean).not.toMatch(/javascript/i);
      expect(clean).toContain('click');
    }
  });

  it('removes <svg onload> entirely', () => {
    const clean = sanitiseHtml('<svg onload=alert(1)><circle r="4"/></svg><p>ok</p>');
    expect(clean).toBe('<p>ok</p>');
  });

  it('removes iframes, objects, embeds, forms and style elements', () => {
    const clean = sanitiseHtml(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x">' +
        '<form action="https://evil.example"><input name="p"><button>go</button></form><style>body{display:none}</style><p>kept</p>',
    );
    expect(clean).not.toMatch(/iframe|object|embed|form|input|button|style/i);
    expect(clean).toContain('<p>kept</p>');
  });

  it('drops style attributes, every on* handler and data: links', () => {
    const clean = sanitiseHtml(
      '<p style="position:fixed" onclick="alert(1)" onmouseover="alert(1)">x</p><a href="data:text/html,<script>alert(1)</script>">d</a>',
    );
    expect(clean).toBe('<p>x</p><a rel="noopener noreferrer">d</a>');
  });

  it('keeps <p>, <b> and https links, and gives every link rel="noopener noreferrer"', () => {
    const clean = sanitiseHtml('<p>Read <b>this</b> <a href="https://example.com/terms" target="_blank" rel="opener">terms</a></p>');
    expect(clean).toBe('<p>Read <b>this</b> <a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">terms</a></p>');
  });

  it('keeps lists, tables, in-app links and data:image sources', () => {
    const html =
      '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
      '<a href="/promotions">promos</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="x">';
    expect(sanitiseHtml(html)).toBe(
      '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
        '<a href="/promotions" rel="noopener noreferrer">promos</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="x">',
    );
  });

  it('drops an unknown link target', () => {
    expect(sanitiseHtml('<a href="https://example.com" target="evil">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });
});
