import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVAILABLE_GUIDES } from '../guideRules';
import { loadSlides } from './loadSlides';

const PUBLIC = path.resolve(import.meta.dirname, '../../../../public');

describe.each(AVAILABLE_GUIDES.map((g) => [g.key, g.slides] as const))('the %s guide', (key, count) => {
  it(`has exactly ${count} slides, each with a title, 1 to 3 sentences and alt text`, async () => {
    const slides = await loadSlides(key);
    expect(slides).toHaveLength(count);
    for (const slide of slides) {
      expect(slide.title.length).toBeGreaterThan(3);
      const sentences = slide.text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, slide.text).toBeGreaterThanOrEqual(1);
      expect(sentences, slide.text).toBeLessThanOrEqual(3);
      expect(slide.alt.length).toBeGreaterThan(5);
    }
    expect(new Set(slides.map((s) => s.title)).size).toBe(count);
  });

  it('names, in each slide, the real control it is about (tests/e2e/guide.spec.ts finds it on its page)', async () => {
    for (const slide of await loadSlides(key)) {
      const named = 'role' in slide.control ? slide.control.name : slide.control.text;
      expect(named.length, slide.title).toBeGreaterThan(0);
      expect(slide.text.toLowerCase(), `'${slide.title}' names ${named}`).toContain(named.toLowerCase());
      if (slide.control.page) expect(slide.control.page, slide.title).toMatch(/^\/[a-z]/);
    }
  });

  it('has a small SVG illustration per slide and none extra', () => {
    for (let n = 1; n <= count; n++) {
      const file = path.join(PUBLIC, 'guide', key, `${n}.svg`);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect(existsSync(path.join(PUBLIC, 'guide', key, `${count + 1}.svg`))).toBe(false);
  });
});

it('a route without a guide has no slides', async () => {
  expect(await loadSlides('sla')).toEqual([]);
});
