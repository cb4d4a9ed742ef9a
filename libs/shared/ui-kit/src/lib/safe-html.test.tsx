import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml (operator HTML, DOMPurify)', () => {
  it('drops scripts and event handlers, keeps the formatting', () => {
    const { container } = render(<SafeHtml html={'<b>ok</b><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>'} />);
    expect(container.innerHTML).toContain('<b>ok</b>');
    expect(container.innerHTML).not.toMatch(/onerror|<script|javascript:/);
  });

  it("colours operators' links with the brand's primary colour, underlined, not the browser's blue (contrast on dark brands)", () => {
    const { container } = render(<SafeHtml html={'<p>Read the <a href="https://x.test/terms">terms</a></p>'} />);
    const link = container.querySelector('a')!;
    const style = getComputedStyle(link);
    expect(style.color).toBe('var(--color-primary)');
    expect(style.textDecoration).toContain('underline');
  });

  it('gives images without alt an empty alt, and new-tab links noopener', () => {
    const clean = String(sanitizeHtml('<img src="a.png"><a href="https://x.test" target="_blank">x</a>'));
    expect(clean).toContain('alt=""');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});
